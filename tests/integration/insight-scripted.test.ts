import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_CODER_ID } from '../../core/insight/coders.js';
import type { InsightFigures } from '../../core/insight/contract.js';
import type { ReportDto } from '../../core/reports/contract.js';
import type { Avatar } from '../../db/types.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildAvatars } from '../helpers/avatar-factory.js';
import type { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';
import { buildActiveSession } from '../helpers/session-factory.js';
import { grantCredits } from '../helpers/transcript-factory.js';
import { waitFor } from '../helpers/wait.js';

// Scripted panels through the real flow: questions asked over the API, every reply written by a fake
// OpenAI-compatible server from a script (by avatar and question), the report job coding the answers
// and deciding the verdict. The figures must follow what the participants said.

const QUESTIONS = ['What is your first impression of this idea?', 'What do you think of the price?', 'Would you buy it?', "What's your favourite movie?"];

/** Six participants' answers to the four questions, in order. */
type Script = string[][];

const REFUSING: Script = [
  ["I like that it's fresh and plant-based.", '$89 a month is way too expensive for dog food.', "No, I wouldn't buy it at that price.", 'The Godfather, hands down.'],
  ['Interesting idea for picky eaters, I suppose.', "That's steep. I'd pay maybe $40 a month.", "No, it's out of my budget.", 'I could watch Spirited Away on repeat.'],
  ['My dog has allergies, so I am curious about it.', 'Too pricey for me, honestly.', "I'd pass for now.", 'Jaws, the original.'],
  ['Sounds healthy and convenient.', 'The price seems fair for fresh food.', "Yes, I'd try a month.", 'Toy Story, every time.'],
  ["I'm not convinced dogs should eat vegan food.", 'It costs far more than the kibble I buy now, way too much.', "No, I'll stick with my current kibble.", 'Casablanca.'],
  ['It looks nice enough.', "I can't justify $89 a month for dog food.", 'Not at that price, no.', 'Amelie, a lovely film.'],
];

const ENTHUSIASTIC: Script = [
  ['I love it, this solves a real problem for me.', 'At $29 it is a fair price.', "Yes, I'd buy one today.", 'The Princess Bride.'],
  ['What a clever idea, I want one.', 'Very reasonable for what it does.', 'Definitely, sign me up.', 'Alien, the first one.'],
  ['Really useful, my plants keep dying.', 'The price is fine.', "Yes, I'd order two.", 'Paddington 2.'],
  ['Great concept and simple to use.', 'Worth every penny.', 'Absolutely, I would buy it.', 'Heat, with De Niro.'],
  ['I like it a lot.', 'That is affordable.', "Yes, I'd get one for my kitchen herbs.", 'Up, the Pixar one.'],
  ['Smart and handy.', 'Fair price for a sensor.', 'Yes, I would buy it.', 'Moonstruck.'],
];

const SPLIT: Script = [
  ['I love it, this solves a real problem for me.', 'The price is fine.', "Yes, I'd buy it.", 'Rocky.'],
  ['Really handy idea.', 'Fair price.', 'Yes, I would buy one.', 'Fargo.'],
  ["It's interesting, but I'm not sure I need it.", 'The price seems reasonable.', "Maybe, I'd want to read some reviews first.", 'Big.'],
  ['Could be useful.', 'The price is okay.', 'I might, if it works as promised.', 'Annie Hall.'],
  ["I don't see the point, my plants do fine.", 'The price is fair, but that is not the issue.', "No, I don't need it.", 'Psycho.'],
  ['Not for me, I have a cactus.', 'Price is fine.', 'No, I would not buy it.', 'Vertigo.'],
];

let fake: FakeOpenAi;
let app: TestApp;
const scripts = new Map<string, string[]>();

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // Replies: the avatar is named in the system prompt, the question number in the user prompt.
  fake.respond = (body) => {
    if (!body.stream) return undefined;
    const name = /You are (.+?), a real person/.exec(body.messages[0].content)?.[1];
    const n = Number(/<current_question number="(\d+)">/.exec(body.messages[1].content)?.[1]);
    const text = name ? scripts.get(name)?.[n - 1] : undefined;
    return text ? { kind: 'answer', text } : undefined;
  };
  app = await startTestApp({
    workers: ['avatar-reply', 'report'],
    env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test', INSIGHT_CODER: 'rules' },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

interface Panel {
  client: TestClient;
  sessionId: string;
  avatars: Avatar[];
}

/** A paid user's session with six avatars, each question asked over the API and answered from the script. */
async function runPanel(script: Script, productIdea: string): Promise<Panel> {
  const { user, client } = await signedInUser(app, { plan: 'pro' });
  await grantCredits(app.rt.db, user.id, 20);
  const avatars = await buildAvatars(app.rt.db, 6);
  avatars.forEach((a, i) => scripts.set(a.name, script[i]!));
  const session = await buildActiveSession(app.rt.db, user, avatars, { productIdea, keyQuestions: QUESTIONS });
  for (const text of QUESTIONS) {
    const res = await client.post(`/api/sessions/${session.id}/questions`, { text });
    expect(res.status).toBe(202);
    await waitFor(async () => {
      const n = await app.rt.db
        .selectFrom('avatar_responses')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('question_id', '=', res.body.questionId)
        .executeTakeFirstOrThrow();
      return Number(n.n) === avatars.length;
    });
  }
  return { client, sessionId: session.id, avatars };
}

async function generateReport(p: Panel): Promise<ReportDto> {
  const res = await p.client.post(`/api/sessions/${p.sessionId}/reports`, {});
  expect(res.status).toBe(202);
  const { reportId } = res.body;
  await waitFor(async () => (await app.rt.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow()).status === 'ready', { timeout: 30_000 });
  const report = await p.client.get(`/api/reports/${reportId}`);
  expect(report.status).toBe(200);
  return report.body as ReportDto;
}

const figuresOf = (r: ReportDto): InsightFigures => r.analysis!.figures;

/** Every answer id any product figure points at. */
function idsInFigures(f: InsightFigures): Set<string> {
  const ids = new Set<string>();
  const tallies = [
    f.intent.yes,
    f.intent.maybe,
    f.intent.no,
    f.price.tooHigh,
    f.price.acceptable,
    f.liked.participants,
    ...Object.values(f.stance),
    ...f.concerns.map((c) => c.participants),
  ];
  for (const t of tallies) for (const id of t.answerIds) ids.add(id);
  for (const q of [...f.liked.quotes, ...f.concerns.flatMap((c) => c.quotes), ...f.participants.map((p) => p.quote)]) if (q) ids.add(q.answerId);
  for (const p of f.participants) for (const id of p.answerIds) ids.add(id);
  for (const a of f.price.amounts) ids.add(a.answerId);
  return ids;
}

describe('insight engine on scripted panels', () => {
  it('a panel that mostly refuses at the price gets Not Ready, with price as the top concern', async () => {
    const panel = await runPanel(REFUSING, 'FreshPaws: fresh vegan dog food delivered weekly, $89 a month.');
    const r = await generateReport(panel);
    const f = figuresOf(r);
    expect(r.verdict).toBe('not-ready');
    expect(f.intent.no.count).toBeGreaterThanOrEqual(4);
    expect(f.intent.yes.count).toBe(1);
    expect(f.concerns[0]!.id).toBe('price');
    expect(f.price.tooHigh.count).toBeGreaterThanOrEqual(4);
    // Nobody who refused is called an early adopter.
    for (const p of f.participants) if (p.intent !== 'yes') expect(p.label).not.toBe('likely-early-adopter');
    // The stored codes name their coder and version.
    const codes = await app.rt.db.selectFrom('answer_codes').select(['coder', 'coder_version']).where('session_id', '=', panel.sessionId).execute();
    expect(codes).toHaveLength(24);
    expect(new Set(codes.map((c) => `${c.coder}@${c.coder_version}`))).toEqual(new Set([RULES_CODER_ID]));
  });

  it('keeps an off-topic question out of every product figure, and says so', async () => {
    const panel = await runPanel(REFUSING, 'FreshPaws: fresh vegan dog food delivered weekly, $89 a month.');
    const r = await generateReport(panel);
    const f = figuresOf(r);
    expect(f.coding.offTopicQuestions).toEqual([4]);
    const movieAnswers = r.participants.flatMap((p) => p.responses.filter((x) => x.questionNumber === 4).map((x) => x.answerId));
    expect(movieAnswers).toHaveLength(6);
    const used = idsInFigures(f);
    for (const id of movieAnswers) expect(used.has(id)).toBe(false);
    expect(r.sections.find((s) => s.key === 'MethodAppendix')!.markdown).toContain('Q4 did not ask about the idea');
  });

  it('an enthusiastic panel that says yes gets a Greenlight', async () => {
    const r = await generateReport(await runPanel(ENTHUSIASTIC, 'PlantPal: a soil sensor that tells you when to water, $29 each.'));
    const f = figuresOf(r);
    expect(r.verdict).toBe('greenlight');
    expect(f.intent.yes.count).toBe(6);
    expect(f.price.tooHigh.count).toBe(0);
    expect(f.participants.every((p) => p.label === 'likely-early-adopter')).toBe(true);
  });

  it('a split panel gets Needs Tweaks', async () => {
    const r = await generateReport(await runPanel(SPLIT, 'PlantPal: a soil sensor that tells you when to water, $29 each.'));
    const f = figuresOf(r);
    expect(r.verdict).toBe('tweaks');
    expect([f.intent.yes.count, f.intent.maybe.count, f.intent.no.count]).toEqual([2, 2, 2]);
  });
});
