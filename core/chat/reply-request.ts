// The model call for one avatar's answer to one question, built once for the live session and for a
// rerun of the panel, so a rerun asks every question (a discussion round included) as the session did.
import type { Avatar } from '../../db/types.js';
import type { LlmRequest } from '../llm/index.js';
import { buildReplyPrompt, MAX_REPLY_TOKENS, type ProjectContext } from './prompt.js';
import type { QuestionSpec } from './question-kinds.js';
import type { Hearing } from './reply-context.js';
import { answerSchema, fitsQuestion } from './structured-reply.js';
import { simulateReply, type SimulationInput } from './simulator/simulate-reply.js';

export interface ReplyAsk {
  avatar: Avatar;
  project: ProjectContext;
  question: { id: string; number: number; text: string; spec: QuestionSpec };
  earlierQuestions: { number: number; text: string }[];
  heard: Hearing;
}

export interface ReplySettings {
  seed: number;
  temperature: number;
  topP: number;
  /** A rerun: the offline simulator words the same stance anew for this seed (live, the question's id varies it). */
  rerun?: boolean;
}

/** The offline simulator's input: in a discussion round it hears every answer under discussion. */
function simulation(ask: ReplyAsk): SimulationInput {
  const round = ask.heard.discussing?.answers ?? [];
  const own = round.find((a) => a.isSelf)?.value;
  const others = round.filter((a) => !a.isSelf);
  return {
    avatar: ask.avatar,
    project: ask.project,
    question: ask.question,
    others: others.map((a) => ({ name: a.name, text: a.text })),
    earlier: ask.heard.othersOnPreviousQuestion,
    said: ask.heard.discussion.filter((d) => d.isSelf).map((d) => d.text),
    spec: ask.question.spec,
    ...(own !== undefined && own !== null && { revising: { own, others: others.flatMap((a) => (a.value === null ? [] : [a.value])) } }),
  };
}

export function replyRequest(ask: ReplyAsk, settings: ReplySettings): LlmRequest {
  const { spec } = ask.question;
  return {
    messages: buildReplyPrompt({
      avatar: ask.avatar,
      project: ask.project,
      question: ask.question,
      discussion: ask.heard.discussion,
      earlierQuestions: ask.earlierQuestions,
      spec,
      discussing: ask.heard.discussing,
    }),
    maxTokens: MAX_REPLY_TOKENS,
    temperature: settings.temperature,
    topP: settings.topP,
    seed: settings.seed,
    ...(spec.kind !== 'open' && { jsonSchema: answerSchema(spec) }),
    simulate: () => simulateReply({ ...simulation(ask), ...(settings.rerun && { seed: settings.seed }) }),
  };
}

/** Whether a reply can be stored for the question: a structured one must carry a value that fits it. */
export const fitsReply = (spec: QuestionSpec) => (text: string) => spec.kind === 'open' || fitsQuestion(text, spec);
