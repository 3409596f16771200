import type { Avatar } from '../../../db/types.js';
import type { ProjectContext } from '../prompt.js';
import { leaning, questionKind, topicOf, TOPIC_PHRASE, type QuestionKind } from './lexicon.js';
import { traitsOf, type Traits } from './persona.js';
import { CLOSERS, GROUNDING, OPENERS, VOICE_PREFIX, type Slots } from './phrases.js';
import { pick, seeded } from './random.js';
import type { AnswerValue, QuestionSpec } from '../question-kinds.js';
import { reviseValue, simulateValue, valueSentence } from './values.js';

export interface SimulationInput {
  avatar: Avatar;
  project: ProjectContext;
  question: { id: string; text: string };
  /** Other participants' finished answers to this question, in the order they finished. */
  others: { name: string; text: string }[];
  /**
   * Their answers to the previous question. Replies to one question run in parallel, so the first to
   * finish have no answers to this question to react to; they react to what the group said last.
   */
  earlier?: { name: string; text: string }[];
  /** A structured question: the answer is the JSON a model returns, {"value", "reason"}. */
  spec?: QuestionSpec;
  /** A discussion round of a structured question: this avatar's first value and the others' values. */
  revising?: { own: AnswerValue; others: AnswerValue[] };
  /** A rerun's seed: the same persona and stance, in other words. */
  seed?: number;
}

const STANCE_SIGN: Record<Traits['stance'], -1 | 0 | 1> = { enthusiastic: 1, curious: 0, skeptical: -1 };

/** The idea in the user's own words: its first sentence, cut to a quotable length. */
function quoteOf(idea: string | null): string {
  const first =
    (idea ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s/)[0]
      ?.replace(/[.!?]+$/, '') ?? '';
  if (!first) return 'The idea';
  const words = first.split(' ');
  return `“${words.slice(0, 14).join(' ')}${words.length > 14 ? '…' : ''}”`;
}

function productName(p: ProjectContext): string {
  const title = p.title?.trim();
  return title && title.length <= 40 ? title : 'this idea';
}

/** One sentence reacting to another participant: agreeing or disagreeing by name, on their topic. */
function reaction(t: Traits, others: SimulationInput['others'], rand: () => number): string | null {
  const candidates = others.filter((o) => o.name !== t.name && o.text.trim());
  if (!candidates.length) return null;
  const other = pick(rand, candidates);
  const who = other.name.split(/\s+/)[0] ?? other.name;
  const topic = topicOf(other.text);
  const about = topic ? ` about ${TOPIC_PHRASE[topic]}` : '';
  const theirs = leaning(other.text);
  const mine = STANCE_SIGN[t.stance];
  if (theirs === mine) {
    return pick(rand, [
      `I agree with ${who}${about}.`,
      `${who} made a good point${about}, and I feel the same way.`,
      `Like ${who}, I keep coming back to${topic ? ` ${TOPIC_PHRASE[topic]}` : ' the same thing'}.`,
    ]);
  }
  const warmer = mine > theirs;
  return `I see it a bit differently from ${who}${about}: ${warmer ? 'for me it is more promising than that' : 'I am less sold than they are'}.`;
}

function withPrefix(prefix: string, sentence: string): string {
  if (!prefix) return sentence;
  const lowered = /^I\b/.test(sentence) ? sentence : sentence[0]!.toLowerCase() + sentence.slice(1);
  return prefix + lowered;
}

/**
 * The offline provider's answer for one avatar and one question: deterministic (same inputs, same
 * answer), built from the persona's fields, the product idea and the question's kind, and reacting to
 * another participant's finished answer when there is one.
 */
export function simulateReply(input: SimulationInput): string {
  const t = traitsOf(input.avatar, input.project);
  const rand = seeded(`${input.avatar.id}:${input.question.id}${input.seed === undefined ? '' : `:${input.seed}`}`);
  const kind: QuestionKind = questionKind(input.question.text);
  const slots: Slots = { product: productName(input.project), quote: quoteOf(input.project.productIdea) };

  const sentences: string[] = [];
  sentences.push(withPrefix(pick(rand, VOICE_PREFIX[t.voice]), pick(rand, OPENERS[kind]![t.stance])(t, slots)!));
  const react = reaction(t, input.others.length ? input.others : (input.earlier ?? []), rand);
  if (react) sentences.push(react);
  const grounding = GROUNDING[kind]!.map((line) => line(t, slots)).filter((s): s is string => !!s);
  // Direct speakers say less; everyone else adds a second grounding sentence when there is one.
  sentences.push(...grounding.slice(0, t.voice === 'direct' ? 1 : 2));
  if (rand() < 0.7) sentences.push(CLOSERS[t.voice][t.stance]);
  const spec = input.spec;
  if (!spec || spec.kind === 'open') return sentences.join(' ');
  const v = { avatar: input.avatar, project: input.project, question: input.question, spec };
  const value = input.revising ? reviseValue(v, input.revising.own, input.revising.others) : simulateValue(v);
  return JSON.stringify({ value, reason: [valueSentence(spec, value, input.revising?.own), ...sentences].join(' ') });
}
