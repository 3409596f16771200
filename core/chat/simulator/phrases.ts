// Sentence material for the persona simulator, by question kind and the avatar's traits.
import type { Traits } from './persona.js';

export interface Slots {
  product: string;
  /** The idea in the user's own words, quoted. */
  quote: string;
}

type Line = (t: Traits, s: Slots) => string | null;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const PRICE_WORRY: Record<Traits['price'], string> = {
  strict: 'My main worry is cost: if this turns into another monthly bill, it is the first thing I would cancel.',
  careful: 'I would want to see the full price up front, with no surprise fees later on.',
  value: 'I do not mind paying for something good, but it has to prove its worth quickly.',
  premium: 'Price is not really my concern; I worry more about whether the quality lives up to the promise.',
};

const BUY_CONDITION: Record<Traits['price'], string> = {
  strict: 'if there were a free trial and a really low starting price',
  careful: 'at a fair price that is clear from the start',
  value: 'once I saw that it actually delivers what it promises',
  premium: 'even at a premium price, as long as the quality is there',
};

const TECH_LINE: Record<Traits['tech'], string> = {
  wary: 'I am not great with technology, so a simple setup matters more to me than clever features.',
  comfortable: 'A clean, simple experience with sensible reminders would be enough for me.',
  eager: 'I would love the smarter extras too, like personalisation or an app that learns what I like.',
};

/** Several ways to open each kind of answer, so a group of similar people does not sound like a choir. */
export const OPENERS: Record<string, Record<Traits['stance'], Line[]>> = {
  'first-impression': {
    enthusiastic: [
      (_t, s) => `My first reaction to ${s.product} was genuinely positive: ${s.quote} sounds like something I would actually use.`,
      (_t, s) => `I like ${s.product} straight away; it solves a problem I recognise.`,
      (_t, s) => `Honestly, ${s.product} caught my attention the moment I read ${s.quote}.`,
    ],
    curious: [
      (_t, s) => `My first impression of ${s.product} is cautious interest. ${s.quote} could work, but I would need to see it in action.`,
      (_t, s) => `I am intrigued by ${s.product}, though I have questions before I would get excited.`,
      (_t, s) => `${cap(s.product)} sounds reasonable on first read, but the details will decide it for me.`,
    ],
    skeptical: [
      (_t, s) => `My first impression of ${s.product} is that I am not convinced yet. ${s.quote} sounds nice on paper, but I have heard promises like that before.`,
      (_t, s) => `I am not sure ${s.product} is for me; my first instinct was to ask what the catch is.`,
      (_t, s) => `To be frank, ${s.product} does not grab me yet.`,
    ],
  },
  features: {
    enthusiastic: [
      (t, s) => `What I would value most in ${s.product} is ${t.motivation ? `anything that helps with ${t.motivation}` : 'how much hassle it takes off my plate'}.`,
      (t, s) => `The part of ${s.product} that matters most to me is ${t.motivation ? `how it supports ${t.motivation}` : 'the convenience'}.`,
    ],
    curious: [
      (t, s) =>
        `The most valuable part of ${s.product} for me would be ${t.value ? `whether it respects what I care about, ${t.value}` : 'saving me time without adding new chores'}.`,
      (_t, s) => `I would judge ${s.product} mostly on whether the core promise works every single time.`,
    ],
    skeptical: [
      (_t, s) => `I struggle to name a feature of ${s.product} that I would really pay attention to, beyond the basic promise.`,
      (_t, s) => `Nothing in ${s.product} stands out to me as a must-have yet.`,
    ],
  },
  concerns: {
    enthusiastic: [
      (_t, s) => `I do not have many concerns about ${s.product}, but a couple of things would still make me hesitate.`,
      (_t, s) => `I am mostly positive about ${s.product}, with one or two reservations.`,
    ],
    curious: [(_t, s) => `I have a few hesitations about ${s.product} before I would commit.`, (_t, s) => `A few things about ${s.product} give me pause.`],
    skeptical: [
      (_t, s) => `I have quite a few concerns about ${s.product}, to be honest.`,
      (_t, s) => `My list of worries about ${s.product} is longer than my list of reasons to try it.`,
    ],
  },
  routine: {
    enthusiastic: [
      (t, s) =>
        `I can picture ${s.product} fitting in easily, ${t.identity.includes('kids') ? 'probably in the evenings once the kids are in bed' : t.hobby ? `alongside ${t.hobby} and the rest of my week` : 'as part of my normal week'}.`,
      (_t, s) => `${cap(s.product)} would slot into my week without much effort, I think.`,
    ],
    curious: [
      (_t, s) => `${cap(s.product)} could fit into my week, but only if keeping up with it takes very little effort.`,
      (_t, s) => `I could make room for ${s.product}, as long as it does not become one more thing to manage.`,
    ],
    skeptical: [
      (_t, s) => `To be honest, my days are already full, and I cannot see where ${s.product} would fit in.`,
      (_t, s) => `I doubt ${s.product} would survive more than a couple of weeks in my routine.`,
    ],
  },
  purchase: {
    enthusiastic: [
      (t, s) => `I would seriously consider buying ${s.product} ${BUY_CONDITION[t.price]}.`,
      (t, s) => `I could see myself paying for ${s.product} ${BUY_CONDITION[t.price]}.`,
    ],
    curious: [
      (t, s) =>
        `What would convince me to buy ${s.product} is ${t.decisionRole?.startsWith('I would read') ? 'solid reviews from people in my situation' : t.price === 'strict' || t.price === 'careful' ? 'a free trial and a price that fits my budget' : 'seeing it work for someone like me first'}.`,
    ],
    skeptical: [
      (t, s) =>
        `Right now I would not buy ${s.product}; it would take ${t.price === 'strict' ? 'a much lower price' : 'real proof that it beats what I already use'} to change my mind.`,
    ],
  },
  general: {
    enthusiastic: [(t, s) => `Speaking as ${t.identity}, I think ${s.product} has real potential for people like me.`],
    curious: [(t, s) => `Speaking as ${t.identity}, I can see some value in ${s.product}, but I am not fully sold.`],
    skeptical: [(t, s) => `Speaking as ${t.identity}, I am not sure ${s.product} is meant for someone like me.`],
  },
};

/** The sentence that grounds the answer in this person's life, by question kind. */
export const GROUNDING: Record<string, Line[]> = {
  'first-impression': [
    (t) =>
      t.painPoint
        ? `As ${t.identity}, ${t.painPoint} is a real frustration for me, so ${t.stance === 'skeptical' ? 'I would need to see how this actually fixes it' : 'anything that tackles it gets my attention'}.`
        : null,
    (t) => (t.stance === 'skeptical' ? 'Personally, I already have my own way of handling this.' : 'I can think of plenty of moments in my week where this would help.'),
  ],
  features: [(t) => TECH_LINE[t.tech], (t) => (t.competitor ? `Compared with ${t.competitor}, it would need to do at least one thing clearly better.` : null)],
  concerns: [
    (t) => PRICE_WORRY[t.price],
    (t) =>
      t.tech === 'wary'
        ? 'I am also worried about the setup; if it needs a complicated app, I would probably give up.'
        : 'I would also want to know what happens with my personal data.',
    (t) => (t.painPoint ? `And if it does not help with ${t.painPoint}, I do not see myself sticking with it.` : null),
  ],
  routine: [(t) => t.frequency, (t) => (t.painPoint ? `If it really helped with ${t.painPoint}, I would make room for it.` : null)],
  purchase: [(t) => t.channel, (t) => t.decisionRole],
  general: [(t) => (t.painPoint ? `What matters most to me is dealing with ${t.painPoint}.` : null), (t) => PRICE_WORRY[t.price]],
};

export const VOICE_PREFIX: Record<Traits['voice'], string[]> = {
  direct: [''],
  warm: ['Honestly, ', 'I have to say, ', ''],
  analytical: ['Thinking it through, ', 'On balance, ', ''],
  casual: ['I mean, ', 'So, ', ''],
};

export const CLOSERS: Record<Traits['voice'], Record<Traits['stance'], string>> = {
  direct: { enthusiastic: 'I would give it a go.', curious: 'That is my honest take.', skeptical: 'For now it is a no from me.' },
  warm: { enthusiastic: 'I really hope this comes together.', curious: 'I would love to be proven right about it.', skeptical: 'I hope they can win me over, though.' },
  analytical: {
    enthusiastic: 'Overall the upside clearly outweighs the risk for me.',
    curious: 'So overall, it is a conditional yes from me.',
    skeptical: 'On the evidence so far, the case is not there yet.',
  },
  casual: { enthusiastic: 'Count me in, basically.', curious: "We'll see, I guess.", skeptical: "It's just not for me right now." },
};
