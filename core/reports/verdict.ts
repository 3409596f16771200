import type { QuestionAnalysis, SentimentStats, VerdictDecision } from './contract.js';

/**
 * The verdict rules. Every figure is computed from the transcript (core/reports/analysis.ts); the
 * LLM never decides the verdict. Applied in this order, the first that matches decides:
 *
 * 1. Fewer than MIN_RESPONSES answers: **not-ready** (too little evidence to judge anything).
 * 2. At least NOT_READY_NEGATIVE_SHARE of the answers negative: **not-ready** (concerns dominate).
 * 3. Net sentiment below 0 (more negative than positive answers): **not-ready**.
 * 4. Net sentiment at least GREENLIGHT_MIN_NET, at most GREENLIGHT_MAX_NEGATIVE_SHARE negative answers,
 *    and no single question with a net below GREENLIGHT_MIN_QUESTION_NET: **greenlight** (broad,
 *    consistent enthusiasm with no question that exposed a serious problem).
 * 5. Otherwise: **tweaks** (more positive than negative, but something holds it back; the reasons say
 *    which greenlight condition failed).
 *
 * Net sentiment = % positive answers - % negative answers (like a net promoter score over answers).
 */
export const VERDICT_RULES = {
  MIN_RESPONSES: 3,
  NOT_READY_NEGATIVE_SHARE: 0.4,
  GREENLIGHT_MIN_NET: 40,
  GREENLIGHT_MAX_NEGATIVE_SHARE: 0.2,
  GREENLIGHT_MIN_QUESTION_NET: -20,
} as const;

const pct = (share: number) => `${Math.round(share * 100)}%`;

export function decideVerdict(overall: SentimentStats, questions: Pick<QuestionAnalysis, 'number' | 'sentiment'>[]): VerdictDecision {
  const R = VERDICT_RULES;
  const n = overall.responses;
  if (n < R.MIN_RESPONSES) {
    return {
      verdict: 'not-ready',
      rule: 'insufficient-evidence',
      reasons: [`Only ${n} answer${n === 1 ? '' : 's'} were given; at least ${R.MIN_RESPONSES} are needed to judge the idea.`],
    };
  }
  const negShare = overall.negative / n;
  const posShare = overall.positive / n;
  if (negShare >= R.NOT_READY_NEGATIVE_SHARE) {
    return {
      verdict: 'not-ready',
      rule: 'concerns-dominate',
      reasons: [`${pct(negShare)} of answers were negative (the limit is ${pct(R.NOT_READY_NEGATIVE_SHARE)}).`],
    };
  }
  if (overall.net < 0) {
    return {
      verdict: 'not-ready',
      rule: 'net-negative',
      reasons: [`Net sentiment is ${overall.net}: more answers were negative (${pct(negShare)}) than positive (${pct(posShare)}).`],
    };
  }
  const weakQuestions = questions.filter((q) => q.sentiment.responses > 0 && q.sentiment.net < R.GREENLIGHT_MIN_QUESTION_NET);
  const failures: string[] = [];
  if (overall.net < R.GREENLIGHT_MIN_NET) failures.push(`Net sentiment is ${overall.net}, below the ${R.GREENLIGHT_MIN_NET} a greenlight needs.`);
  if (negShare > R.GREENLIGHT_MAX_NEGATIVE_SHARE) {
    failures.push(`${pct(negShare)} of answers were negative; a greenlight allows at most ${pct(R.GREENLIGHT_MAX_NEGATIVE_SHARE)}.`);
  }
  for (const q of weakQuestions) failures.push(`Question ${q.number} drew a net sentiment of ${q.sentiment.net}.`);
  if (!failures.length) {
    return {
      verdict: 'greenlight',
      rule: 'broad-enthusiasm',
      reasons: [
        `Net sentiment is ${overall.net} with ${pct(posShare)} positive and ${pct(negShare)} negative answers.`,
        `No question fell below a net sentiment of ${R.GREENLIGHT_MIN_QUESTION_NET}.`,
      ],
    };
  }
  return { verdict: 'tweaks', rule: 'positive-with-reservations', reasons: failures };
}
