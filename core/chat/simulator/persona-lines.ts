// Sentences that ground an answer in one person's life (job, household, hobbies, place, age, budget),
// and the in-persona answers to questions that are not about the idea at all.
import type { Avatar } from '../../../db/types.js';
import type { OffTopic } from './asks.js';
import { agree, cap, indefinite, isPlural } from './grammar.js';
import { decade, facetOf, type Speaker } from './identity.js';
import { petOf, type Pet } from './pets.js';
import { pick } from './random.js';

export interface Person extends Speaker {
  firstName: string;
  hobbies: string[];
  painPoint: string | null;
  household: string | null;
  kids: boolean;
  /** A dog or a cat at home (derived, see pets.ts), or null. */
  pet: Pet;
  brand: string | null;
  retired: boolean;
  student: boolean;
}

const HOUSEHOLD: Record<string, string> = {
  single: 'I live on my own',
  'married-no-kids': 'it is just me and my partner at home',
  'married-with-kids': 'we have kids at home',
  'single-parent': 'I am raising my kids on my own',
  roommates: 'I share a place with roommates',
};

const STOP = new Set([
  'with',
  'that',
  'this',
  'from',
  'your',
  'have',
  'about',
  'when',
  'they',
  'their',
  'into',
  'more',
  'than',
  'every',
  'what',
  'where',
  'which',
  'there',
  'time',
  'much',
  'just',
]);
const contentWords = (text: string) => new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.slice(0, 5)));

/**
 * The person's pain point that bears on the brief, if any: a dog-food panelist does not bring up
 * unreliable internet at home.
 */
function relevantPain(a: Avatar, briefText: string): string | null {
  const brief = contentWords(briefText);
  const pain = (a.pain_points ?? []).find((p) => [...contentWords(p)].some((w) => brief.has(w)));
  return pain?.trim().toLowerCase().replace(/\.$/, '') || null;
}

export function personOf(a: Avatar, briefText = ''): Person {
  const job = a.job_title?.trim() || null;
  const speaker = {
    job: job?.toLowerCase() ?? null,
    jobWithArticle: job ? `${/^[aeiou]/i.test(job) ? 'an' : 'a'} ${job.toLowerCase()}` : null,
    age: a.age ?? null,
    city: a.location?.split(',')[0]?.trim() || null,
  };
  return {
    ...speaker,
    facet: facetOf(a.id, briefText, speaker),
    told: new Set<string>(),
    firstName: a.name.split(/\s+/)[0] ?? a.name,
    hobbies: (a.hobbies ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    painPoint: relevantPain(a, briefText),
    household: HOUSEHOLD[a.household_type ?? ''] ?? null,
    kids: a.household_type === 'married-with-kids' || a.household_type === 'single-parent',
    pet: petOf(a),
    brand: a.past_brand?.trim() || null,
    retired: /retired/i.test(job ?? '') || (a.age ?? 0) >= 67,
    student: /student/i.test(job ?? ''),
  };
}

type R = () => number;

/** Picks one of a list; the simulator's picks are stable per person and vary per question kind. */
export type Choose = <T>(key: string, list: readonly T[]) => T;

/**
 * A sentence about the speaker's own life, for a consumer idea: one fact of theirs in one of several
 * frames. The facts come from the side of them the brief brings out (see identity.ts), so about another
 * idea the same person tells another part of their life.
 */
export function lifeSentence(p: Person, choose: Choose, noun: string, upbeat = false): string {
  const hobby = p.hobbies.length ? choose('hobby', p.hobbies) : null;
  const a = indefinite(noun);
  const work: string[] = [];
  const place: string[] = [];
  const age: string[] = [];
  if (p.household && p.city) place.push(`${p.household} in ${p.city}, which is where I would use ${a}.`, `For context, ${p.household} in ${p.city}; ${a} would have to fit that.`);
  if (p.household && p.age && p.jobWithArticle) age.push(`I am in my ${decade(p.age)} and work as ${p.jobWithArticle}; ${p.household}.`);
  if (p.household && p.jobWithArticle) work.push(`${p.household}, and I work as ${p.jobWithArticle}, so ${a} would have to fit around busy evenings.`);
  if (p.kids && p.jobWithArticle) work.push(`With the kids and my job as ${p.job}, ${a} would have to earn ${isPlural(noun) ? 'their' : 'its'} place in the house.`);
  if (p.kids && p.city) place.push(`With kids at home in ${p.city}, I think about who else would end up using ${a}.`);
  if (hobby && p.jobWithArticle)
    work.push(
      `Between my work as ${p.jobWithArticle} and ${hobby}, I know where my time and money go, and ${a} would compete with that.`,
      `I work as ${p.jobWithArticle} and spend my weekends on ${hobby}.`,
    );
  if (hobby) {
    // With the age, so two people of one hobby in a group do not say the same sentence.
    age.push(`${p.age ? `In my ${decade(p.age)}, most` : 'Most'} of my free time goes to ${hobby}.`);
    place.push(`${p.city ? `Living in ${p.city}, ${hobby}` : cap(hobby)} ${agree(hobby, 'is', true)} where my spare money usually goes.`);
  }
  // A pain point is told in its own complaint words, which would muddy an upbeat answer.
  if (p.painPoint && !upbeat) {
    place.push(`What I deal with most${p.city ? ` here in ${p.city}` : ''} is ${p.painPoint}.`);
    work.push(`My everyday headache${p.jobWithArticle ? ` as ${p.jobWithArticle}` : ''} is ${p.painPoint}, and I judge ${a} against that.`);
  }
  if (p.brand) {
    work.push(`I buy a lot from ${p.brand}, so I know what a fair deal on ${a} looks like to me.`);
    age.push(`The brands I end up buying are ${p.brand.replace(/, ([^,]*)$/, ' and $1')}, and I would hold ${a} to the same standard.`);
  }
  if (p.city && p.age) {
    age.push(`I am in my ${decade(p.age)} and live in ${p.city}, which shapes what I would spend on ${a}.`);
    place.push(`Living in ${p.city}, I have seen plenty of ideas like ${a} come and go.`);
  }
  if (p.retired)
    age.push(
      `Since I retired${p.city ? ` in ${p.city}` : ''}, I am careful about every new expense, ${a} included.`,
      `On a retirement budget${p.city ? ` in ${p.city}` : ''}, ${a} ${agree(noun, 'is')} a considered purchase.`,
    );
  if (p.student) age.push(`As a student${p.city ? ` in ${p.city}` : ''}, every dollar I spend is one I notice.`);
  const mine = { work, place, age }[p.facet ?? 'work'];
  const options = mine.length ? mine : [...work, ...place, ...age];
  return cap(options.length ? choose('life', options) : `I weigh ${a} the way I weigh anything I bring home.`);
}

/** A sentence about the speaker's life with (or without) the animal a pet idea is for. */
export function petSentence(p: Person, choose: Choose, noun: string, species: 'dog' | 'cat' | 'pet', hasPet: boolean): string {
  const where = p.city ? ` in ${p.city}` : '';
  if (!hasPet) {
    const animal = species === 'pet' ? 'a pet' : `a ${species}`;
    return choose('no-pet', [
      `I do not have ${animal}${where}, so ${indefinite(noun)} ${agree(noun, 'is')} not something I would buy.`,
      `There is no ${species} in my home${where}${p.household ? `; ${p.household}` : ''}, so I am not the one ${indefinite(noun)} ${agree(noun, 'is')} for.`,
      `Without ${animal} of my own${where}, I would have no use for ${indefinite(noun)}.`,
    ]);
  }
  const pet = p.pet ?? 'dog';
  return choose('pet', [
    `We have a ${pet} at home${where}, so I think about what ${indefinite(noun)} would mean for ${pet === 'dog' ? 'him' : 'her'}.`,
    `My ${pet} is part of the family${where}${p.kids ? ', the kids make sure of that' : ''}, and I do not cut corners on ${pet === 'dog' ? 'him' : 'her'}.`,
    `Looking after my ${pet} is a real line in my budget${p.jobWithArticle ? ` as ${p.jobWithArticle}` : ''}.`,
  ]);
}

/** A sentence about the speaker's work, for a business idea: never the household. */
export function workSentence(p: Person, choose: Choose, noun: string, outsider: boolean, decides = 'management'): string {
  if (outsider) {
    if (p.retired)
      return choose('retired', [
        `I am retired${p.job && /retired/.test(p.job) ? ` from my work as ${p.job.replace(/^retired /, '')}` : p.city ? ` in ${p.city}` : ''}, so choosing ${indefinite(noun)} for a company is not my call these days.`,
        `Retired${p.city ? ` in ${p.city}` : ''}, I would never be asked to pick ${indefinite(noun)}.`,
        `Since I retired${p.city ? ` in ${p.city}` : ''}, nobody asks me about ${indefinite(noun)}.`,
        `${cap(indefinite(noun))} ${agree(noun, 'is')} not something I would choose, ${p.age ? `in my ${decade(p.age)} and ` : ''}retired${p.city ? ` in ${p.city}` : ''}.`,
      ]);
    if (p.student)
      return choose('student', [
        `I am a student${p.jobWithArticle && !/^an? student$/.test(p.jobWithArticle) ? ` (${p.job})` : ''}, so ${indefinite(noun)} for a company is not a decision I make${p.city ? ` here in ${p.city}` : ''}.`,
        `As a student${p.city ? ` in ${p.city}` : ''}, I have never bought software for a company.`,
        `Nobody asks a student${p.city ? ` in ${p.city}` : ''} which ${noun} to buy.`,
      ]);
    return choose('outsider', [
      `I work as ${p.jobWithArticle ?? 'an employee'}${p.city ? ` in ${p.city}` : ''}, and nobody asks me which ${noun} the company buys.`,
      `In my job as ${p.job ?? 'an employee'}${p.city ? ` in ${p.city}` : ''}, ${indefinite(noun)} ${agree(noun, 'is')} not my call; that sits with ${decides}.`,
      `Buying ${indefinite(noun)} is not my decision at work; I am ${p.jobWithArticle ?? 'not in management'}${p.city ? ` in ${p.city}` : ''}.`,
    ]);
  }
  const options = [
    `As ${p.jobWithArticle ?? 'someone in the business'}${p.city ? ` in ${p.city}` : ''}, tools like ${indefinite(noun)} cross my desk a few times a year.`,
    `In my role as ${p.job ?? 'a manager'}${p.city ? ` in ${p.city}` : ''}, I would be the one making the case for ${indefinite(noun)} to the people who sign off.`,
    `I have sat through enough vendor demos as ${p.jobWithArticle ?? 'a buyer'}${p.city ? ` in ${p.city}` : ''} to know what ${indefinite(noun)} ${agree(noun, 'has')} to prove.`,
  ];
  if (p.city) options.push(`Our team in ${p.city} is small, so ${indefinite(noun)} ${agree(noun, 'has')} to save real hours to justify itself.`);
  return choose('work', options);
}

// Answers to questions that are not about the idea: in the person's own voice, about the topic.
const MOVIES: Record<string, string[]> = {
  young: ['Spider-Man: Into the Spider-Verse', 'Everything Everywhere All at Once', 'Interstellar', 'Get Out', 'The Dark Knight'],
  middle: ['The Shawshank Redemption', 'Back to the Future', 'Jurassic Park', 'The Matrix', 'Groundhog Day'],
  older: ['Casablanca', 'The Sound of Music', 'Jaws', 'The Godfather', 'To Kill a Mockingbird'],
};
const BOOKS: Record<string, string[]> = {
  young: ['Project Hail Mary', 'Atomic Habits', 'The Hunger Games', 'Normal People'],
  middle: ['The Kite Runner', 'Educated', 'Where the Crawdads Sing', 'Sapiens'],
  older: ['Lonesome Dove', 'The Grapes of Wrath', 'A Gentleman in Moscow', 'East of Eden'],
};
const MUSIC: Record<string, string[]> = {
  young: ['Taylor Swift', 'Kendrick Lamar', 'Olivia Rodrigo', 'Bad Bunny'],
  middle: ['Foo Fighters', 'Beyoncé', 'Coldplay', 'Outkast'],
  older: ['the Beatles', 'Fleetwood Mac', 'Aretha Franklin', 'Johnny Cash'],
};
const FOODS = ['a good bowl of pho', 'my mother’s lasagna', 'tacos al pastor', 'a proper Sunday roast', 'chicken curry', 'barbecue ribs', 'fresh sushi'];
const SPORTS = ['basketball', 'football', 'baseball', 'soccer', 'tennis', 'hockey'];
const PLACES = ['the Pacific Northwest', 'the Smoky Mountains', 'Lisbon', 'the Florida Keys', 'Mexico City', 'the Grand Canyon', 'Montreal'];

const era = (age: number | null) => ((age ?? 40) < 32 ? 'young' : (age ?? 40) < 55 ? 'middle' : 'older');

export function offTopicAnswer(p: Person, topic: OffTopic, rand: R): string[] {
  const hobby = p.hobbies.length ? pick(rand, p.hobbies) : null;
  const life = p.kids ? 'with the kids' : p.household?.includes('partner') ? 'with my partner' : 'on my own';
  switch (topic) {
    case 'movie': {
      const m = pick(rand, MOVIES[era(p.age)]!);
      return [
        pick(rand, [`${m}, easily.`, `Probably ${m}.`, `I keep coming back to ${m}.`]),
        pick(rand, [`I have watched it more times than I can count, usually ${life}.`, `It holds up every time, and I catch something new ${life}.`]),
      ];
    }
    case 'tv':
      return [`Lately it is whatever I can fit in after work${hobby ? ` and ${hobby}` : ''}.`, `I like a good crime drama ${life} on a weeknight.`];
    case 'book': {
      const b = pick(rand, BOOKS[era(p.age)]!);
      return [
        `${b} is the one I recommend to everyone.`,
        hobby ? `When I am not busy with ${hobby}, I read a few pages before bed.` : 'I read a few pages before bed most nights.',
      ];
    }
    case 'music': {
      const m = pick(rand, MUSIC[era(p.age)]!);
      return [`I always end up putting on ${m}.`, p.job ? `It gets me through the day as ${p.jobWithArticle}.` : 'It is what I play in the car.'];
    }
    case 'food': {
      const f = pick(rand, FOODS);
      return [`${f.charAt(0).toUpperCase()}${f.slice(1)}, no contest.`, p.city ? `There is a place in ${p.city} that does it just right.` : 'Nothing beats it after a long week.'];
    }
    case 'sport': {
      const s = pick(rand, SPORTS);
      return [`I follow ${s} more than I should admit.`, p.city ? `Game nights in ${p.city} are a ritual for me.` : 'I catch the games whenever I can.'];
    }
    case 'travel': {
      const place = pick(rand, PLACES);
      return [`The best trip I took was to ${place}.`, `I would go back tomorrow ${life}.`];
    }
    case 'weekend':
      return [
        hobby ? `Weekends are for ${hobby}, as much as I can get.` : 'Weekends are for catching up on sleep and seeing friends.',
        p.kids ? 'With the kids that usually means an early start anyway.' : 'I try to keep Sundays slow.',
      ];
    case 'pet':
      return [
        p.pet === 'dog'
          ? pick(rand, ['I have a dog who gets me out walking twice a day.', 'My dog is the first one to greet me at the door.'])
          : p.pet === 'cat'
            ? pick(rand, ['I have an old cat who runs the place.', 'My cat has the best seat in the house.'])
            : pick(rand, ['No pets right now, my schedule would not be fair on one.', 'We had a dog growing up, but I have none now.']),
        p.city ? `A place in ${p.city} is not always easy with animals, though.` : 'They are good company.',
      ];
    case 'hometown':
      return [
        p.city ? `I live in ${p.city} now, and it feels like home.` : 'I have moved around a fair bit.',
        p.age ? `After ${p.age} years, I know what I like about a place.` : 'I like a place where people know your name.',
      ];
    default:
      return [
        hobby ? `For me it would be ${hobby}; that is what I look forward to.` : 'I am a pretty simple person, honestly.',
        p.jobWithArticle ? `Work as ${p.jobWithArticle} keeps me busy the rest of the time.` : 'Work keeps me busy the rest of the time.',
      ];
  }
}
