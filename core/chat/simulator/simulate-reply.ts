import type { Avatar } from '../../../db/types.js';
import type { ProjectContext } from '../prompt.js';
import type { AnswerValue, QuestionSpec } from '../question-kinds.js';
import { readAsk, type Asks } from './asks.js';
import { briefPrice } from '../../insight/brief-price.js';
import { readBrief } from './brief.js';
import { composeOpen } from './compose.js';
import { agree, cap } from './grammar.js';
import { priceSaid, spokenAmount, vary, type Ctx, type Meant } from './parts.js';
import { grounding } from './reasons.js';
import { leaning } from './lexicon.js';
import { memoryOf, type Memory } from './memory.js';
import { identityClause } from './identity.js';
import { offTopicAnswer, personOf } from './persona-lines.js';
import { reactionOf, type Purchase } from './reaction.js';
import { pick, seeded } from './random.js';
import { reviseValue, simulateValue, valueSentence } from './values.js';

export interface SimulationInput {
  avatar: Avatar;
  project: ProjectContext;
  question: { id: string; text: string };
  /** Other participants' answers under discussion (a discussion round); empty on a first round. */
  others: { name: string; text: string }[];
  /**
   * Their answers to the previous question: a first round is answered independently of this question's
   * answers, but like a real group it may refer to what someone said on the previous one.
   */
  earlier?: { name: string; text: string }[];
  /** A structured question: the answer is the JSON a model returns, {"value", "reason"}. */
  spec?: QuestionSpec;
  /** A discussion round of a structured question: this avatar's first value and the others' values. */
  revising?: { own: AnswerValue; others: AnswerValue[] };
  /** A rerun's seed: the same persona and stance, in other words. */
  seed?: number;
  /** This avatar's own earlier answers in the session (or run): it does not say a sentence of them again. */
  said?: string[];
}

export interface SimulatedAnswer {
  /** What the provider returns: the spoken answer, or for a structured question {"value","reason"} JSON. */
  raw: string;
  /** The spoken answer alone. */
  text: string;
  value: AnswerValue | null;
  asks: Asks;
  /** What the simulator meant to say: the stance and the purchase intent it states (null if none). */
  meant: Meant & { onTopic: boolean };
}

const SIGN: Record<Purchase, -1 | 0 | 1> = { yes: 1, maybe: 0, no: -1 };

/**
 * One sentence reacting to another participant by first name: to their answer under discussion, or on
 * a first round to what they said on the previous question (never to an answer to this question).
 */
function reactionTo(c: Ctx, others: { name: string; text: string }[], name: string, mine: Purchase, who: string, earlier: boolean): string | null {
  const candidates = others.filter((o) => o.name !== name && o.text.trim());
  if (!candidates.length) return null;
  const other = pick(c.rand, candidates);
  const first = other.name.split(/\s+/)[0] ?? other.name;
  // The form turns over per question (see compose.ts vary), so one person does not repeat it.
  const whens = earlier ? [' earlier', ' on the last question', ''] : [''];
  const when = vary(c, 'react-when', whens);
  // No topic words here: "I agree with Amy about the price" would read as a price complaint.
  const forms =
    leaning(other.text) === SIGN[mine]
      ? [
          `I agree with ${first}${when}, ${who}.`,
          `${first} made a point${when} that I share, ${who}.`,
          `Like ${first}${when}, I feel much the same, ${who}.`,
          `${first} put it well${when}, ${who}.`,
        ]
      : [
          `I see it differently from ${first}${when}, ${who}.`,
          `I read it differently from ${first}${when}, ${who}.`,
          `${first} and I disagree here, ${who}.`,
          `I am not where ${first} is${when}, ${who}.`,
        ];
  return vary(c, 'react', forms);
}

const the = (features: string[]) => `the ${features[0]}`;

// The order in which a person's forms turn over (see compose.ts vary): one step per kind of question.
const PRAISE = /\b(?:smart|easy|simple|great|good|best|perfect|clever|handy|useful|better|nice|fun|cool)\b/i;

const TURN: Record<string, number> = { impression: 0, intent: 1, concern: 2, feature: 3, price: 4, compare: 5, usage: 6, offtopic: 7, scale: 8, choice: 9 };

const STANCE: Record<Purchase, Meant['stance']> = { yes: 'positive', maybe: 'mixed', no: 'negative' };

// Attempts at an answer that repeats none of the speaker's earlier sentences; each turns every form over once.
const ATTEMPTS = 6;

/**
 * The offline provider's answer for one avatar and one question, deterministic for the same avatar,
 * brief, question (the question id carries the session) and earlier answers. It reads the brief and the
 * question, and the persona's reaction to the brief decides both its words and its value. Of its
 * wordings it says the first that repeats no sentence it said before in the session.
 */
export function simulateAnswer(input: SimulationInput): SimulatedAnswer {
  const memory = memoryOf(input.said ?? [], [input.avatar.name, ...input.others.map((o) => o.name), ...(input.earlier ?? []).map((o) => o.name)]);
  let best: { answer: SimulatedAnswer; repeats: number } | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const answer = answerOnce(input, attempt, memory);
    const repeats = memory.repeats(answer.text);
    if (!repeats) return answer;
    if (!best || repeats < best.repeats) best = { answer, repeats };
  }
  return best!.answer;
}

/**
 * The answer's sentences without those that repeat what the speaker said before: the first answers the
 * question and stays; a background fact they already told the group ("I am retired...") is not told again.
 */
const fresh = (sentences: string[], memory: Memory) => sentences.filter((s, i) => i === 0 || !memory.repeats(s)).join(' ');

function answerOnce(input: SimulationInput, attempt: number, memory: Memory): SimulatedAnswer {
  const stated = readBrief(input.project);
  // "Would you pay $60 a week for it?" puts a price on the table when the brief has none.
  const asked = stated.price ? null : briefPrice(input.question.text);
  const read = asked ? { ...stated, price: { amount: asked.amount, currency: asked.currency, period: asked.period === 'one-off' ? null : asked.period } } : stated;
  const reaction = reactionOf(input.avatar, read);
  // A noun with praise in it ("smart cooker") reads as praise to a coder; a doubter calls it by name.
  const brief = reaction.purchase !== 'yes' && PRAISE.test(read.noun) ? { ...read, noun: read.name === 'this idea' ? read.noun.replace(PRAISE, '').trim() : read.name } : read;
  const person = personOf(input.avatar, read.text);
  const rand = seeded(`${input.avatar.id}:${input.question.id}${input.seed === undefined ? '' : `:${input.seed}`}${attempt ? `:${attempt}` : ''}`);
  const spec = input.spec;
  const reading = readAsk(input.question.text, spec, brief.text);
  const turn = (TURN[spec && spec.kind !== 'open' ? spec.kind : reading.asks] ?? 0) + attempt;
  // Forms are stable per person and idea, so the same person reads differently about another idea.
  const c: Ctx = { brief, reaction, person, rand, turn, avatarId: `${input.avatar.id}|${brief.noun}` };

  if (reading.asks === 'offtopic') {
    const text = offTopicAnswer(person, reading.topic ?? 'other', rand).join(' ');
    return { raw: text, text, value: null, asks: 'offtopic', meant: { onTopic: false, stance: 'neutral', purchase: null } };
  }
  const ident = identityClause(person, rand, brief.business);
  const discussing = input.others.length
    ? reactionTo(c, input.others, input.avatar.name, reaction.purchase, ident, false)
    : input.earlier?.length
      ? reactionTo(c, input.earlier, input.avatar.name, reaction.purchase, ident, true)
      : null;

  if (!spec || spec.kind === 'open') {
    const { sentences, meant } = composeOpen(c, reading.asks);
    if (discussing) sentences.splice(1, 0, discussing);
    const text = fresh(sentences, memory);
    return { raw: text, text, value: null, asks: reading.asks, meant: { onTopic: true, ...meant } };
  }

  const v = { avatar: input.avatar, project: input.project, question: input.question, spec, brief: read };
  const value = input.revising ? reviseValue(v, input.revising.own, input.revising.others) : simulateValue(v);
  // The amount a price answer names is its value, wherever in the answer it is said.
  if (spec.kind === 'price' && typeof value === 'number' && reaction.wouldPay !== null) c.reaction = { ...reaction, wouldPay: value };
  const who = identityClause(person, rand, brief.business);
  const n = brief.noun;
  let first: string;
  let meant: Meant;
  if (input.revising) {
    first = valueSentence(spec, value, input.revising.own);
    meant = { stance: STANCE[reaction.purchase], purchase: null };
  } else if (spec.kind === 'scale') {
    const said = `${value} out of ${spec.scale.max}`;
    first = pick(rand, [`I would give the ${n} ${said}, ${who}.`, `${said} from me, ${who}.`, `I would rate the ${n} ${said}, ${who}.`, `For the ${n}, ${said}, ${who}.`]);
    const last = brief.features[brief.features.length - 1]!;
    if (reaction.purchase === 'maybe')
      first += pick(rand, [
        ` I like ${the(brief.features)}, but I have doubts ${who}.`,
        ` I like the idea, but I have doubts ${who}.`,
        ` ${cap(last)} ${agree(last, 'is')} nice, but I have doubts ${who}.`,
      ]);
    meant = { stance: STANCE[reaction.purchase], purchase: /buy|purchase|subscribe|sign up|likely|use it/i.test(input.question.text) ? reaction.purchase : null };
  } else if (spec.kind === 'price') {
    const said = spokenAmount(Number(value), spec.currency, spec.period === 'one-off' ? null : spec.period);
    const price = priceSaid(brief);
    if (!price || reaction.priceFit === 'fine')
      first = pick(rand, [`My limit for the ${n} would be ${said}.`, `My limit would be ${said}, ${who}.`, `${said} is my ceiling for the ${n}.`]);
    else first = pick(rand, [`${said} is about where my budget tops out.`, `My limit would be ${said}, ${who}.`, `My limit for the ${n} would be ${said}.`]);
    if (price && reaction.priceFit === 'fine') first += pick(rand, [` ${price} seems fair to me.`, ` So ${price} is reasonable.`, ` ${price} is good value.`]);
    else if (price) first += pick(rand, [` ${price} is too much for me.`, ` ${price} is out of my budget.`, ` ${price} is too expensive for me.`]);
    meant = { stance: !price ? 'neutral' : reaction.priceFit === 'fine' ? 'positive' : 'negative', purchase: null };
  } else {
    first = pick(rand, [`I would go for ${value}.`, `${value}, ${who}.`, `${value} is the one I would pick for the ${n}.`]);
    meant = { stance: STANCE[reaction.purchase], purchase: null };
  }
  // A price answer judges the price alone; other kinds give the reasons of an intent answer.
  const rest = spec.kind === 'price' ? [grounding(c, reaction.priceFit === 'fine')].filter(() => rand() < 0.6) : composeOpen(c, 'intent').sentences.slice(1);
  const text = fresh([first, ...(discussing ? [discussing] : []), ...rest], memory);
  return { raw: JSON.stringify({ value, reason: text }), text, value, asks: reading.asks, meant: { onTopic: true, ...meant } };
}

/** The provider's text for one avatar and one question (JSON {"value","reason"} for a structured question). */
export function simulateReply(input: SimulationInput): string {
  return simulateAnswer(input).raw;
}
