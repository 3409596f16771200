import { computeFigures, type CodedAnswer } from '../insight/figures.js';
import { briefOf, questionKind } from './coding.js';
import { INSIGHT_ENGINE, type Analysis } from './contract.js';
import { tokens, topKeywords } from './keywords.js';
import { wordSentiment } from './sentiment.js';
import type { Transcript } from './transcript.js';

/**
 * Every number of the report: counts from the transcript, and the product figures and verdict from
 * the coded answers. Off-topic answers stay in the counts (they were said) and out of every figure.
 */
export function analyzeTranscript(t: Transcript, coded: CodedAnswer[]): Analysis {
  const questions = new Set(t.questions.map((q) => q.id));
  const answered = t.responses.filter((r) => r.status === 'answered' && r.text.trim() && questions.has(r.questionId));
  const skipped = t.responses.filter((r) => r.status === 'skipped');
  const words = answered.reduce((n, r) => n + tokens(r.text).length, 0);
  const onTopic = coded.filter((a) => a.code.onTopic).map((a) => a.text);
  return {
    engine: INSIGHT_ENGINE,
    counts: {
      participants: t.avatars.length,
      questions: t.questions.length,
      responses: answered.length,
      skipped: skipped.length,
      // The chat's messages: each question the user asked plus each answer given.
      messages: t.questions.length + answered.length,
      words,
      avgWords: answered.length ? Math.round(words / answered.length) : 0,
    },
    figures: computeFigures({
      brief: briefOf(t),
      questions: t.questions.map((q) => ({ ...q, ...questionKind(q) })),
      avatars: t.avatars,
      answers: coded,
      skipped: skipped.map((r) => ({ questionId: r.questionId, avatarId: r.avatarId })),
    }),
    wordSentiment: wordSentiment(onTopic),
    keywords: topKeywords(onTopic, [t.session.productIdea, t.session.title].filter(Boolean).join(' ')),
  };
}
