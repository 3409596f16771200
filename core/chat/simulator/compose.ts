// Composing one spoken answer from parts: an opener, the reaction to what was asked (naming a specific
// of the brief: a feature, the price, the product's noun), a grounding in the speaker's life or work,
// and a condition or closer. Each part has several forms, so a session reads like different people.
// The composer also says what it meant (stance and purchase), which the panel bench checks the rules
// coder against.
import type { Stance } from '../../insight/codebook.js';
import type { Asks } from './asks.js';
import { agree, cap, indefinite } from './grammar.js';
import { identityClause } from './identity.js';
import { feature, joined, paySaid, priceSaid, the, type Ctx, type Meant } from './parts.js';
import type { Purchase } from './reaction.js';
import { pick } from './random.js';
import { grounding, reasonFor } from './reasons.js';

/** A spoken opener, prefixed to the first sentence; often none. */
function opener(c: Ctx, sentence: string): string {
  const o = pick(c.rand, ['', '', '', 'Honestly, ', 'Well, ', 'For me, ', 'Right, ', 'Thinking about it, ', 'So, ', 'Hmm, ']);
  // No opener the sentence already starts with ("For me, for me the best part...").
  if (!o || /^Nothing\b/.test(sentence) || sentence.toLowerCase().startsWith(o.slice(0, -2).toLowerCase())) return sentence;
  // A name keeps its capital ("Honestly, MealMate..."); only an ordinary first word is lowered.
  const keep = /^I\b/.test(sentence) || (c.brief.name !== 'this idea' && sentence.startsWith(c.brief.name)) || /^\S*[A-Z]\S*[A-Z]/.test(sentence) || /^[$€£]/.test(sentence);
  return o + (keep ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1));
}

/** The first sentence: the answer to what was asked, with a specific of the brief. */
function core(c: Ctx, asks: Asks): { text: string; meant: Meant } {
  const { brief, reaction, person, rand } = c;
  const p = reaction.purchase;
  const f = feature(c);
  const who = identityClause(person, rand, brief.business);
  const n = brief.noun;
  // The product by its name where the brief gives one, as people in a group call it.
  const N = brief.name === 'this idea' ? `the ${n}` : brief.name;
  const price = priceSaid(brief);
  const stance: Record<Purchase, Stance> = { yes: 'positive', maybe: 'mixed', no: 'negative' };
  switch (asks) {
    case 'concern': {
      const worry =
        reaction.priceFit && reaction.priceFit !== 'fine' && price
          ? `the price: ${price} is a lot`
          : reaction.cons.includes('tech')
            ? `how complicated ${the(f)} might be to set up`
            : reaction.outsider
              ? `that ${indefinite(n)} ${agree(n, 'is')} not my call to make`
              : reaction.hasPet === false
                ? `that I do not even have a ${brief.species === 'pet' ? 'pet' : brief.species} to use ${the(f)} on`
                : `whether ${the(f)} ${agree(f, 'works')} as well as promised`;
      if (p === 'yes')
        return {
          text: pick(rand, [`My only worry ${who} is ${worry}, but I would still buy ${N}.`, `I have one concern, ${worry}, and I would still sign up for ${N} anyway, ${who}.`]),
          meant: { stance: 'mixed', purchase: 'yes' },
        };
      return {
        text: pick(rand, [`My biggest concern, ${who}, is ${worry}.`, `What worries me most, ${who}, is ${worry}.`, `The main concern ${who} is ${worry}.`]),
        meant: { stance: 'negative', purchase: null },
      };
    }
    case 'feature':
      if (p === 'no')
        return {
          text: pick(rand, [
            `Nothing really stands out for me ${who}, not even ${the(f)}.`,
            `Nothing grabs me, ${who}; I can do without ${the(f)}.`,
            `Nothing, to be honest; ${the(f)} ${agree(f, 'does')} not do much for me ${who}.`,
          ]),
          meant: { stance: 'negative', purchase: null },
        };
      return {
        text: pick(rand, [
          `The part I like most is ${the(f)}, ${who}.`,
          `${cap(f)} ${agree(f, 'is')} the feature I would actually use, ${who}.`,
          `I really like ${the(f)}; that is the standout for me ${who}.`,
          `For me the best part is ${the(f)}, ${who}.`,
        ]),
        meant: { stance: 'positive', purchase: null },
      };
    case 'price': {
      if (!price)
        return {
          text: pick(rand, [`I would need to know what ${N} costs before I could say.`, `Without a price for ${N} it is hard to judge, ${who}.`]),
          meant: { stance: 'neutral', purchase: null },
        };
      const fit = reaction.priceFit;
      if (fit === 'fine')
        return {
          text: pick(rand, [
            `${price} seems fair to me for ${indefinite(n)}.`,
            `${price} is a reasonable price for ${the(f)}, ${who}.`,
            `I think ${price} is good value for ${indefinite(n)}.`,
          ]),
          meant: { stance: 'positive', purchase: null },
        };
      if (fit === 'stretch')
        return {
          text: pick(rand, [`${price} is a bit steep for me, but ${the(f)} ${agree(f, 'is')} great.`, `${price} is on the expensive side ${who}, but I love ${the(f)}.`]),
          meant: { stance: 'mixed', purchase: null },
        };
      return {
        text: pick(rand, [
          `${price} is too expensive for me; ${paySaid(c)} is closer to my limit.`,
          `At ${price}, it is too much ${who}; my budget tops out around ${paySaid(c)}.`,
        ]),
        meant: { stance: 'negative', purchase: null },
      };
    }
    case 'compare':
      if (p === 'yes')
        return {
          text: pick(rand, [
            `It would be better than what I do today, thanks to ${the(f)}.`,
            `${cap(N)} would beat what I do today; ${the(f)} ${agree(f, 'sounds')} great.`,
            `It would be better than my current setup ${who}, mostly for ${the(f)}.`,
          ]),
          meant: { stance: 'positive', purchase: null },
        };
      if (p === 'no')
        return {
          text: pick(rand, [
            `I would stick with what I use now rather than switch to ${N}.`,
            `I would stick with my current setup rather than switch to ${N}, ${who}.`,
            `I would keep my current routine rather than switch to ${N}; ${the(f)} would not change that.`,
          ]),
          meant: { stance: 'negative', purchase: 'no' },
        };
      return {
        text: pick(rand, [
          `${cap(N)} could be better than what I do now, but I have doubts about switching.`,
          `${cap(f)} could be better than what I do now, but I have doubts about switching ${who}.`,
        ]),
        meant: { stance: 'mixed', purchase: null },
      };
    case 'usage':
      if (p === 'no')
        return { text: pick(rand, [`I would not use ${N} much, ${who}.`, `I can't see myself using ${N}, even ${the(f)}.`]), meant: { stance: 'negative', purchase: 'no' } };
      if (p === 'yes')
        return {
          text: pick(rand, [`I would use ${the(f)} a few times a week, ${who}.`, `I would use ${N} most weeks, especially ${the(f)}.`]),
          meant: { stance: 'positive', purchase: 'yes' },
        };
      return {
        text: pick(rand, [
          `${cap(f)} ${agree(f, 'sounds')} useful, and I might use it now and then, but I have doubts it would last.`,
          `${cap(f)} ${agree(f, 'sounds')} handy, so I might use it once in a while, but I have my doubts ${who}.`,
        ]),
        meant: { stance: 'mixed', purchase: 'maybe' },
      };
    default:
      if (p === 'yes')
        return {
          text: pick(rand, [
            `I would buy ${N}, mainly for ${the(f)}, ${who}.`,
            `I would happily buy ${N}, ${who}.`,
            `I would definitely sign up for ${N}; ${the(f)} sold me, ${who}.`,
            `Count me in on ${N}, ${who}.`,
            `I love the idea of ${the(f)}, and I would buy ${N}, ${who}.`,
          ]),
          meant: { stance: stance[p], purchase: 'yes' },
        };
      if (p === 'no')
        return {
          text: pick(rand, [
            `I would not buy ${N}, ${who}.`,
            `${cap(N)} is not for me, even with ${the(f)}, ${who}.`,
            `I wouldn't buy it; ${N} is not for me ${who}.`,
            `I'll pass on ${N}; ${the(f)} ${agree(f, 'is')} not something I need, ${who}.`,
          ]),
          meant: { stance: stance[p], purchase: 'no' },
        };
      return {
        text: pick(rand, [
          `I like ${the(f)}, but I have doubts about ${N}; I might try it first, ${who}.`,
          `${cap(N)} sounds useful because of ${the(f)}, but I have doubts, so I might try it first, ${who}.`,
          `${cap(f)} ${agree(f, 'is')} nice, though I have my doubts; I might try ${N}, ${who}.`,
        ]),
        meant: { stance: stance[p], purchase: 'maybe' },
      };
  }
}

/** A condition or closer that follows from the reaction, for some answers. */
function closer(c: Ctx): string | null {
  const { reaction, rand, brief, person } = c;
  if (rand() < 0.55) return null;
  const n = brief.noun;
  const f = feature(c);
  const who = identityClause(person, rand, brief.business);
  const tails = [` - ${who}`, `, ${who}`];
  const end = (a: string[]) => joined(c, a, tails, ['']);
  if (reaction.purchase === 'maybe') {
    if (brief.business && !reaction.outsider)
      return end([`I would need a pilot of the ${n} with my team first`, `a trial with our own data would settle it`, `I would want to see ${the(f)} on our own data first`]);
    return end([
      `I would want a free trial of the ${n} first`,
      `I would want to see ${the(f)} in action first`,
      `reviews from people like me would settle it`,
      `I would want to hear from someone who has tried ${the(f)}`,
    ]);
  }
  if (reaction.purchase === 'yes') {
    if (brief.business) return end([`I would bring the ${n} to my team this quarter`, `I would put the ${n} on our shortlist`, `I would ask for a demo of ${the(f)} this week`]);
    return end([
      `I would tell my friends about the ${n} too`,
      `I would order the ${n} as soon as it launches`,
      `I would happily recommend the ${n}`,
      `I would get it for ${the(f)} alone`,
    ]);
  }
  return null;
}

export function composeOpen(c: Ctx, asks: Asks): { sentences: string[]; meant: Meant } {
  const first = core(c, asks);
  const sentences = [opener(c, first.text)];
  const good = c.reaction.purchase === 'yes' || (c.reaction.purchase === 'maybe' && asks === 'feature');
  // Without a price there is nothing to judge it by: the answer says so and stays neutral.
  const priceFirst = asks === 'price' || (asks === 'concern' && c.reaction.priceFit !== null && c.reaction.priceFit !== 'fine');
  const reason = asks === 'price' && !c.brief.price ? null : reasonFor(c, asks === 'concern' ? false : good, priceFirst);
  const rest = [grounding(c), reason].filter((s): s is string => !!s);
  if (c.rand() < 0.5) rest.reverse();
  sentences.push(...rest.slice(0, c.rand() < 0.75 ? 2 : 1));
  const last = asks === 'concern' || asks === 'price' ? null : closer(c);
  if (last) sentences.push(last);
  return { sentences: sentences.map(cap), meant: first.meant };
}
