// A small ready report with coded figures, for the tests of the report page and the print view: four
// participants (one would buy, one might, one would not, one never said), an off-topic ice-breaker,
// an open question, a 1-10 scale and a willingness-to-pay question.
import type { InsightQuote, QuestionFigure, Tally } from '../insight/contract.js';
import { INSIGHT_ENGINE, type ReportDto } from './contract.js';

const tally = (avatarIds: string[], answerIds: string[], count = avatarIds.length): Tally => ({ count, avatarIds, answerIds });
const NONE = tally([], []);
const names: Record<string, string> = { ana: 'Ana Lopez', bo: 'Bo Chen', cy: 'Cy Adams', di: 'Di Okafor' };
const quote = (avatarId: string, n: number, text: string): InsightQuote => ({ text, answerId: `${avatarId}-q${n}`, avatarId, avatarName: names[avatarId]!, questionNumber: n });

const Q = ['What did you have for breakfast?', 'What do you think of the idea?', 'On a scale of 1 to 10, how likely are you to buy it?', 'How much would you pay for it?'];
export const FIXTURE_ANSWERS: Record<string, string> = {
  'ana-q1': 'Porridge with berries, as always.',
  'bo-q1': 'Just coffee.',
  'ana-q2': 'I love how fast it is. I would buy it tomorrow.',
  'bo-q2': 'It seems expensive for a kettle and I do not trust the app to keep my data private. I would not buy it.',
  'cy-q2': 'Nice idea, but the price worries me. Maybe if it were cheaper.',
  'di-q2': 'Hard to say, I rarely drink tea.',
  'ana-q3': 'A nine, I want one.',
  'bo-q3': 'Two at most.',
  'cy-q3': 'Six.',
  'di-q3': 'Six, I suppose.',
  'ana-q4': 'About $120.',
  'cy-q4': 'Sixty dollars.',
};

const stance = (positive: string[], mixed: string[], negative: string[], neutral: string[]): QuestionFigure['stance'] => {
  const t = (ids: string[]) =>
    tally(
      ids.map((id) => id.split('-')[0]!),
      ids,
    );
  return { positive: t(positive), mixed: t(mixed), negative: t(negative), neutral: t(neutral) };
};
const question = (n: number, rest: Partial<QuestionFigure>): QuestionFigure => ({
  number: n,
  text: Q[n - 1]!,
  onTopic: true,
  answered: 4,
  skipped: 0,
  offTopicAnswers: 0,
  stance: stance([], [], [], []),
  ratings: null,
  quotes: { positive: null, negative: null },
  ...rest,
});

export function insightReportFixture(): ReportDto {
  const participants = Object.entries(names).map(([avatarId, name]) => ({
    avatarId,
    name,
    jobTitle: 'Tea drinker',
    age: 40,
    location: 'Lyon',
    image: null,
    responses: Object.entries(FIXTURE_ANSWERS)
      .filter(([id]) => id.startsWith(`${avatarId}-`))
      .map(([answerId, response]) => {
        const n = Number(answerId.split('-q')[1]);
        return { answerId, questionNumber: n, questionText: Q[n - 1]!, response };
      }),
  }));
  const q3 = [
    { avatarId: 'ana', value: 9 },
    { avatarId: 'bo', value: 2 },
    { avatarId: 'cy', value: 6 },
    { avatarId: 'di', value: 6 },
  ].map((v) => ({ ...v, answerId: `${v.avatarId}-q3` }));
  return {
    id: 'r1',
    sessionId: 's1',
    version: 1,
    title: 'Kettle Pro',
    status: 'ready',
    progress: 100,
    step: 'finalizing',
    timeline: null,
    verdict: 'tweaks',
    verdictLabel: 'Needs Tweaks',
    responseCount: 12,
    isSample: false,
    isOwner: true,
    createdAt: '2026-11-21T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    sections: [{ key: 'ExecutiveSummary', title: 'Executive Summary', markdown: 'A split panel.' }],
    keyInsights: ['Purchase intent: 1 of 4 would buy.'],
    analysis: {
      engine: INSIGHT_ENGINE,
      counts: { participants: 4, questions: 4, responses: 12, skipped: 0, messages: 16, words: 90, avgWords: 7 },
      wordSentiment: { answers: 10, positive: 3, neutral: 4, negative: 3, net: 0 },
      keywords: [],
      figures: {
        intent: { participants: 4, stated: 3, yes: tally(['ana'], ['ana-q2']), maybe: tally(['cy'], ['cy-q2']), no: tally(['bo'], ['bo-q2']), unstated: tally(['di'], []) },
        price: {
          briefPrice: { amount: 150, currency: 'USD', period: null },
          stated: 2,
          tooHigh: tally(['bo', 'cy'], ['bo-q2', 'cy-q2']),
          acceptable: NONE,
          medianAmount: 90,
          amounts: [
            { avatarId: 'ana', avatarName: names.ana!, amount: 120, answerId: 'ana-q4', questionNumber: 4 },
            { avatarId: 'cy', avatarName: names.cy!, amount: 60, answerId: 'cy-q4', questionNumber: 4 },
          ],
        },
        concerns: [
          {
            id: 'price',
            label: 'Price',
            participants: tally(['bo', 'cy'], ['bo-q2', 'cy-q2']),
            share: 0.5,
            quotes: [quote('bo', 2, 'It seems expensive for a kettle'), quote('cy', 2, 'the price worries me')],
          },
          {
            id: 'trust_privacy',
            label: 'Trust & privacy',
            participants: tally(['bo'], ['bo-q2']),
            share: 0.25,
            quotes: [quote('bo', 2, 'I do not trust the app to keep my data private')],
          },
        ],
        liked: { participants: tally(['ana'], ['ana-q2', 'ana-q3']), quotes: [quote('ana', 2, 'I love how fast it is.')] },
        stance: stance(['ana-q2', 'ana-q3'], ['cy-q2', 'cy-q3'], ['bo-q2', 'bo-q3'], ['di-q2', 'di-q3']),
        questions: [
          question(1, { onTopic: false, answered: 2, offTopicAnswers: 2 }),
          question(2, { stance: stance(['ana-q2'], ['cy-q2'], ['bo-q2'], ['di-q2']) }),
          question(3, {
            stance: stance(['ana-q3'], ['cy-q3'], ['bo-q3'], ['di-q3']),
            ratings: {
              kind: 'scale',
              scale: { min: 1, max: 10 },
              values: q3,
              mean: 5.75,
              median: 6,
              histogram: [
                { value: 2, count: 1 },
                { value: 6, count: 2 },
                { value: 9, count: 1 },
              ],
            },
          }),
          question(4, {
            answered: 2,
            stance: stance([], ['ana-q4', 'cy-q4'], [], []),
            ratings: {
              kind: 'amount',
              scale: null,
              values: [
                { avatarId: 'ana', value: 120, answerId: 'ana-q4' },
                { avatarId: 'cy', value: 60, answerId: 'cy-q4' },
              ],
              mean: 90,
              median: 90,
              histogram: [
                { value: 60, count: 1 },
                { value: 120, count: 1 },
              ],
            },
          }),
        ],
        participants: [
          {
            avatarId: 'ana',
            name: names.ana!,
            jobTitle: 'Chef',
            intent: 'yes',
            intentAnswerId: 'ana-q2',
            price: 'unstated',
            stance: 'positive',
            label: 'likely-early-adopter',
            concerns: [],
            answerIds: ['ana-q2', 'ana-q3', 'ana-q4'],
            quote: quote('ana', 2, 'I love how fast it is.'),
          },
          {
            avatarId: 'bo',
            name: names.bo!,
            jobTitle: null,
            intent: 'no',
            intentAnswerId: 'bo-q2',
            price: 'too_high',
            stance: 'negative',
            label: 'not-a-buyer',
            concerns: ['price', 'trust_privacy'],
            answerIds: ['bo-q2', 'bo-q3'],
            quote: quote('bo', 2, 'I would not buy it.'),
          },
          {
            avatarId: 'cy',
            name: names.cy!,
            jobTitle: null,
            intent: 'maybe',
            intentAnswerId: 'cy-q2',
            price: 'too_high',
            stance: 'mixed',
            label: 'open-but-unconvinced',
            concerns: ['price'],
            answerIds: ['cy-q2', 'cy-q3', 'cy-q4'],
            quote: quote('cy', 2, 'Maybe if it were cheaper.'),
          },
          {
            avatarId: 'di',
            name: names.di!,
            jobTitle: null,
            intent: 'unstated',
            intentAnswerId: null,
            price: 'unstated',
            stance: 'neutral',
            label: 'undecided',
            concerns: [],
            answerIds: ['di-q2', 'di-q3'],
            quote: null,
          },
        ],
        coding: { coders: [{ coder: 'rules@1', answers: 12 }], onTopicAnswers: 10, offTopicAnswers: 2, offTopicQuestions: [1] },
        verdict: { verdict: 'tweaks', rule: 'split-intent', reasons: ['1 of 4 would buy and 1 might: interest, but not yet a yes.', 'Price is the top concern (2 of 4).'] },
      },
    },
    participants,
    session: {
      id: 's1',
      title: 'Kettle Pro',
      productIdea: 'A kettle that boils in 30 seconds, $150.',
      targetAudience: 'Tea lovers',
      websites: null,
      participantCount: 4,
      questionCount: 4,
      messageCount: 16,
      roundCost: 0,
      createdAt: '2026-11-21T10:00:00Z',
    },
    pdfReady: false,
    provider: 'offline',
  };
}
