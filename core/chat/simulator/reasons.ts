// The reason an answer gives (from the persona's strongest driver, naming a specific of the brief) and
// its grounding in the speaker's work, animal or life.
import { agree, indefinite } from './grammar.js';
import { identityClause } from './identity.js';
import { lifeSentence, petSentence, workSentence } from './persona-lines.js';
import { chooser, feature, joined, paySaid, priceSaid, the, type Ctx } from './parts.js';
import { pick } from './random.js';

/** The main reason, from the strongest driver, naming a specific where it can. */
export function reasonFor(c: Ctx, good: boolean, priceSaidAlready = false): string | null {
  const { brief, reaction, person, rand } = c;
  // An answer that already judged the price gives its next reason instead of saying it twice.
  const drivers = (good ? reaction.pros : reaction.cons).filter((d) => !(priceSaidAlready && d === 'price'));
  const driver = drivers[0];
  const price = priceSaid(brief);
  const f = feature(c);
  const who = identityClause(person, rand, brief.business);
  const hobby = person.hobbies.length ? pick(rand, person.hobbies) : null;
  switch (driver) {
    case 'price': {
      if (!price) return null;
      const pay = paySaid(c);
      if (good)
        return joined(
          c,
          [`${price} seems fair to me`, `${price} is reasonable for ${the(f)}`, `${price} is good value`],
          [`${who}`, `for what I would use it for${person.city ? ` in ${person.city}` : person.job ? ` as ${person.jobWithArticle}` : ''}`],
        );
      if (reaction.priceFit === 'too-high')
        return joined(
          c,
          [`${price} is too much for me`, `${price} is out of my budget`, `${price} is too expensive for me`],
          [`${pay} is about where my budget tops out, ${who}`, `${pay} is roughly where my budget tops out ${who}`, `${pay} is about where I would top out ${who}`],
          [' - ', '; '],
        );
      return joined(
        c,
        [`${price} is a stretch for me`, `${price} is on the steep side for my budget`, `${price} is a bit steep for me`],
        [`${who}`, `even for ${the(f)}`, `so I would think hard about it`],
      );
    }
    case 'tech':
      return good
        ? joined(
            c,
            [`I am comfortable with apps`, `I set up gadgets like this all the time`, `tech does not scare me`],
            [`so ${the(f)} would be easy for me ${who}`, `and ${the(f)} would take me minutes to get going`],
          )
        : joined(
            c,
            [`${who}, I am not good with apps`, `technology is not my strong suit ${who}`, `I struggle with new apps ${who}`],
            [`and I worry ${the(f)} would be too complicated to set up`, `so the setup of ${the(f)} makes me nervous ${who}`],
          );
    case 'interest':
      return good
        ? joined(
            c,
            [`${f} ${agree(f, 'speaks')} to me`, `${the(f)} ${agree(f, 'is')} right up my alley`, `${the(f)} ${agree(f, 'is')} the kind of thing I notice`],
            [hobby ? `given how much time I spend on ${hobby}` : `given what I do`, `${who}`],
          )
        : null;
    case 'values':
      return good
        ? joined(
            c,
            [`${f} ${agree(f, 'fits')} what matters to me`, `${indefinite(brief.noun)} with ${f} ${agree(brief.noun, 'matches')} how I try to live`],
            [`${who}`, `more than most things I am pitched`],
          )
        : null;
    case 'role':
      return good
        ? joined(c, [`${f} would save my team real hours`, `${the(f)} ${agree(f, 'is')} what we end up doing by hand today`], [`and that is where my week goes`, `${who}`])
        : null;
    case 'no-role':
      return null;
    case 'pet':
      return good
        ? joined(
            c,
            [`${the(f)} ${agree(f, 'is')} what my ${person.pet ?? 'dog'} would notice`, `I think hard about what goes in my ${person.pet ?? 'dog'}'s bowl`],
            [`${who}`, `and ${the(f)} ${agree(f, 'fits')} that ${who}`],
          )
        : null;
    case 'no-pet':
      return joined(
        c,
        [`I do not have a ${brief.species === 'pet' ? 'pet' : brief.species}`, `there is no ${brief.species} at my place`],
        [`${who}`, `so ${the(f)} ${agree(f, 'does')} nothing for me ${who}`],
      );
    case 'audience':
      return good
        ? joined(
            c,
            [`${indefinite(brief.noun)} ${agree(brief.noun, 'is')} aimed at people like me`, `I am pretty much who ${indefinite(brief.noun)} ${agree(brief.noun, 'is')} aimed at`],
            [`${who}`, `and ${the(f)} ${agree(f, 'shows')} it ${who}`],
          )
        : joined(
            c,
            [
              `I am not who ${indefinite(brief.noun)} ${agree(brief.noun, 'is')} aimed at`,
              `${indefinite(brief.noun)} ${agree(brief.noun, 'seems')} meant for someone in a different situation`,
            ],
            [`${who}`, `at least not ${who}`],
          );
    case 'personality':
      return good
        ? joined(c, [`I like trying new things like ${indefinite(brief.noun)}`, `I am usually an early adopter`], [`and ${the(f)} ${agree(f, 'is')} new to me`, `${who}`])
        : joined(
            c,
            [`I am slow to try new things like ${indefinite(brief.noun)}`, `I am cautious with something as new as ${the(f)}`],
            [`${who}`, `${identityClause(person, rand, brief.business)}`],
          );
    default:
      return null;
  }
}

/** The grounding sentence: work for a business idea (never the household), the animal for a pet idea, life otherwise. */
export function grounding(c: Ctx, upbeat = c.reaction.purchase === 'yes'): string {
  const { brief, person, reaction } = c;
  if (brief.business) return workSentence(person, chooser(c), brief.noun, reaction.outsider, brief.buyer?.team);
  if (brief.species) return petSentence(person, chooser(c), brief.noun, brief.species, reaction.hasPet === true);
  return lifeSentence(person, chooser(c), brief.noun, upbeat);
}
