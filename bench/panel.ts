// Panel section: how believable the offline simulator is, over the 2,000-persona catalogue and six
// briefs written for it (consumer cheap, consumer expensive, B2B SaaS, subscription food, a middling
// idea, one with no price). No database: `npm run bench -- --only=panel`. Each figure is printed with
// its aim (issue 13) and whether this run meets it.
import { buildCatalogue, CATALOGUE_SIZE } from '../core/avatars/seed.js';
import type { Avatar } from '../db/types.js';
import type { ProjectContext } from '../core/chat/prompt.js';
import type { QuestionSpec } from '../core/chat/question-kinds.js';
import { SCALE_PRESETS } from '../core/chat/question-kinds.js';
import { readBrief } from '../core/chat/simulator/brief.js';
import { priceSaid } from '../core/chat/simulator/parts.js';
import { nameMask, sentencesOf } from '../core/chat/simulator/memory.js';
import { reactionOf } from '../core/chat/simulator/reaction.js';
import { simulateAnswer, type SimulatedAnswer } from '../core/chat/simulator/simulate-reply.js';
import { formatPrice } from '../core/insight/brief-price.js';
import { codeAnswer } from '../core/insight/rules-coder.js';
import type { SectionRow } from './harness.js';
import { PANEL_BRIEFS } from './panel-briefs.js';

interface Q {
  key: string;
  text: string;
  spec?: QuestionSpec;
}

const OPEN: Q[] = [
  { key: 'impression', text: 'What is your first impression of this idea?' },
  { key: 'intent', text: 'Would you buy it? Why or why not?' },
  { key: 'price', text: 'What do you think of the price?' },
  { key: 'concern', text: 'What concerns would you have about it?' },
  { key: 'feature', text: 'Which feature do you like most?' },
  { key: 'compare', text: 'How does this compare with what you do today?' },
  { key: 'usage', text: 'How would you use it in a typical week?' },
];
const OFF_TOPIC: Q = { key: 'offtopic', text: "What's your favourite movie?" };
const SCALE: Q = { key: 'scale', text: 'How likely are you to buy it?', spec: { kind: 'scale', scale: SCALE_PRESETS.buy.scale } };
const priceQ = (p: ProjectContext): Q => ({
  key: 'wtp',
  text: 'What is the most you would pay for it?',
  spec: { kind: 'price', currency: p.price?.currency ?? 'USD', period: p.price?.period ?? null },
});
// A session as a moderator might run it: 8 avatars, 5 questions.
const SESSION = ['impression', 'intent', 'concern', 'feature', 'scale'];
const SESSION_SIZE = 8;

/** The brief as the report's coder reads it (core/reports/coding.ts briefOf). */
const coderBrief = (p: ProjectContext) =>
  [p.title, p.productIdea, p.targetAudience && `Target audience: ${p.targetAudience}`, p.additionalContext, p.price && `Price: ${formatPrice(p.price)}`]
    .filter(Boolean)
    .join('\n\n');

function avatarsOf(count: number): Avatar[] {
  return buildCatalogue(count).map(
    (p) =>
      ({
        ...p,
        id: p.seed_key,
        slogan: p.slogan,
        avatar_image_url: null,
        is_active: true,
        batch_id: null,
        batch_seq: null,
        created_at: new Date(),
        updated_at: new Date(),
        search_text: '',
        tags_text: '',
        random_key: 0,
      }) as unknown as Avatar,
  );
}

const wordSet = (text: string) => new Set(text.toLowerCase().match(/[a-z][a-z']*/g) ?? []);
function jaccard(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  return both / (a.size + b.size - both || 1);
}

export interface PanelFigures {
  answers: number;
  specificShare: number;
  worstRepeat: number;
  sessionsWithinRepeat: number;
  jaccardMean: number;
  jaccardP90: number;
  jaccardP99: number;
  jaccardMax: number;
  valueShare: number;
  valueSaidShare: number;
  middlingMax: { cls: string; share: number };
  middlingMix: Record<string, number>;
  coderAgreement: number;
  stanceAgreement: number;
  purchaseAgreement: number;
  offTopicClean: number;
  b2bHousehold: number;
}

export function measurePanel(count: number): PanelFigures {
  const avatars = avatarsOf(count);
  let onTopic = 0;
  let specific = 0;
  let valued = 0;
  let valueSaid = 0;
  let structured = 0;
  let agree = 0;
  let stanceOk = 0;
  let purchaseOk = 0;
  let purchaseN = 0;
  let coded = 0;
  let offTopic = 0;
  let offClean = 0;
  let b2b = 0;
  let b2bHousehold = 0;
  let worstRepeat = 0;
  let sessions = 0;
  let sessionsOk = 0;
  const byAvatar = new Map<string, Map<string, Set<string>>>();

  for (const { project } of PANEL_BRIEFS) {
    const brief = readBrief(project);
    const price = priceSaid(brief)?.toLowerCase();
    const specifics = [
      ...brief.features,
      brief.noun,
      ...(price ? [price, formatPrice({ amount: brief.price!.amount, currency: brief.price!.currency, period: brief.price!.period }).toLowerCase()] : []),
    ];
    const briefText = coderBrief(project);
    const questions = [...OPEN, OFF_TOPIC, SCALE, priceQ(project)];
    for (let start = 0; start < avatars.length; start += SESSION_SIZE) {
      const group = avatars.slice(start, start + SESSION_SIZE);
      const sessionId = `${brief.noun}-${start / SESSION_SIZE}`;
      const inSession = new Map<string, Set<string>>();
      const mask = nameMask(group.map((g) => g.name));
      // Each avatar's own answers so far: the live session gives the simulator the same.
      const said = new Map<string, string[]>();
      // Question by question, as a session runs: each answer may refer to what others said on the previous one.
      let previous: { name: string; text: string }[] = [];
      for (const q of questions) {
        const now: { name: string; text: string }[] = [];
        for (const avatar of group) {
          const mine = said.get(avatar.id) ?? [];
          const a: SimulatedAnswer = simulateAnswer({
            avatar,
            project,
            question: { id: `${sessionId}:${q.key}`, text: q.text },
            others: [],
            earlier: previous,
            spec: q.spec,
            said: mine,
          });
          said.set(avatar.id, [...mine, a.text]);
          now.push({ name: avatar.name, text: a.text });
          const lower = a.text.toLowerCase();
          if (q.key === 'impression') {
            const mine = byAvatar.get(avatar.id) ?? new Map<string, Set<string>>();
            mine.set(brief.noun, wordSet(a.text));
            byAvatar.set(avatar.id, mine);
          }
          if (SESSION.includes(q.key)) {
            const masked = mask(a.text);
            for (const s of new Set(sentencesOf(masked))) {
              const seen = inSession.get(s) ?? new Set<string>();
              seen.add(`${avatar.id}:${q.key}`);
              inSession.set(s, seen);
            }
          }
          if (brief.business && a.meant.onTopic) {
            b2b++;
            if (/household|my family|at home|my kids|the kids/.test(lower)) b2bHousehold++;
          }
          if (q.spec && q.spec.kind !== 'open') {
            structured++;
            if (a.value !== null && a.value !== undefined) valued++;
          }
          if (!a.meant.onTopic) offTopic++;
          else if (!q.spec) {
            onTopic++;
            if (specifics.some((s) => s && lower.includes(s))) specific++;
          }
          const spec = q.spec;
          const code = codeAnswer({
            brief: briefText,
            question: q.text,
            answer: a.text,
            ...(spec && spec.kind === 'scale' ? { kind: 'scale', scale: { min: spec.scale.min, max: spec.scale.max } } : spec ? { kind: spec.kind } : {}),
          });
          if (spec && spec.kind !== 'open' && code.rating === a.value) valueSaid++;
          if (!a.meant.onTopic) {
            if (!code.onTopic && !/\b(?:buy|price|idea)\b/.test(lower) && !lower.includes(brief.noun)) offClean++;
            continue;
          }
          coded++;
          const s = code.stance === a.meant.stance;
          const p = a.meant.purchase === null || code.purchase === a.meant.purchase;
          if (s) stanceOk++;
          if (a.meant.purchase !== null) purchaseN++, p && purchaseOk++;
          if (s && p) agree++;
        }
        if (SESSION.includes(q.key)) previous = now;
      }
      sessions++;
      const worst = Math.max(0, ...[...inSession.values()].map((v) => v.size));
      worstRepeat = Math.max(worstRepeat, worst);
      if (worst <= 2) sessionsOk++;
      else if (process.env.PANEL_DEBUG) for (const [x, v] of inSession) if (v.size > 2) console.log(`[panel] ${v.size}x in ${sessionId} (${[...v].join(' ')}): ${x}`);
    }
  }

  const js: number[] = [];
  for (const m of byAvatar.values()) {
    const sets = [...m.values()];
    for (let i = 0; i < sets.length; i++) for (let j = i + 1; j < sets.length; j++) js.push(jaccard(sets[i]!, sets[j]!));
  }
  js.sort((a, b) => a - b);
  const middling = readBrief(PANEL_BRIEFS.find((b) => b.label === 'middling idea')!.project);
  const mix: Record<string, number> = { yes: 0, maybe: 0, no: 0 };
  for (const a of avatars) mix[reactionOf(a, middling).purchase]!++;
  const [cls, n] = Object.entries(mix).sort((a, b) => b[1] - a[1])[0]!;
  return {
    answers: onTopic + offTopic + structured,
    specificShare: specific / onTopic,
    worstRepeat,
    sessionsWithinRepeat: sessionsOk / sessions,
    jaccardMean: js.reduce((s, x) => s + x, 0) / js.length,
    jaccardP90: js[Math.floor(js.length * 0.9)] ?? 0,
    jaccardP99: js[Math.floor(js.length * 0.99)] ?? 0,
    jaccardMax: js.at(-1) ?? 0,
    valueShare: valued / structured,
    valueSaidShare: valueSaid / structured,
    middlingMax: { cls, share: n / avatars.length },
    middlingMix: Object.fromEntries(Object.entries(mix).map(([k, v]) => [k, v / avatars.length])),
    coderAgreement: agree / coded,
    stanceAgreement: stanceOk / coded,
    purchaseAgreement: purchaseOk / (purchaseN || 1),
    offTopicClean: offClean / (offTopic || 1),
    b2bHousehold: b2bHousehold / (b2b || 1),
  };
}

const pct = (x: number) => Math.round(x * 1000) / 10;
const verdict = (ok: boolean) => (ok ? 'meets aim' : 'MISSES aim');

export async function benchPanel(opts: { quick: boolean }): Promise<SectionRow[]> {
  const count = opts.quick ? 400 : CATALOGUE_SIZE;
  const t = performance.now();
  const f = measurePanel(count);
  const secs = (performance.now() - t) / 1000;
  const rows: SectionRow[] = [
    {
      name: `simulated answers over ${count} personas x ${PANEL_BRIEFS.length} briefs (answers/s in the ratio column)`,
      value: f.answers,
      unit: 'answers',
      ratio: f.answers / secs,
      reference: 'answers per second, coding included',
    },
    { name: `on-topic open answers naming a specific of the brief (aim >= 70%: ${verdict(f.specificShare >= 0.7)})`, value: pct(f.specificShare), unit: '%' },
    {
      name: `sessions of 8 x 5 where no sentence (names masked) is in more than 2 answers (aim 100%: ${verdict(f.sessionsWithinRepeat === 1)})`,
      value: pct(f.sessionsWithinRepeat),
      unit: '%',
    },
    { name: `most answers one sentence appears in, worst session (aim <= 2: ${verdict(f.worstRepeat <= 2)})`, value: f.worstRepeat, unit: 'answers' },
    { name: `same persona, two briefs, word overlap (Jaccard) mean (aim < 30%: ${verdict(f.jaccardMean < 0.3)})`, value: pct(f.jaccardMean), unit: '%' },
    { name: `same persona, two briefs, word overlap p90 (aim < 30%: ${verdict(f.jaccardP90 < 0.3)})`, value: pct(f.jaccardP90), unit: '%' },
    { name: `same persona, two briefs, word overlap p99`, value: pct(f.jaccardP99), unit: '%' },
    { name: `same persona, two briefs, word overlap max`, value: pct(f.jaccardMax), unit: '%' },
    { name: `scale and price answers carrying a value (aim 100%: ${verdict(f.valueShare === 1)})`, value: pct(f.valueShare), unit: '%' },
    { name: `scale and price answers whose text the coder reads as the same number`, value: pct(f.valueSaidShare), unit: '%' },
    {
      name: `middling idea, largest purchase class (${f.middlingMax.cls}; yes ${pct(f.middlingMix.yes!)}%, maybe ${pct(f.middlingMix.maybe!)}%, no ${pct(f.middlingMix.no!)}%) (aim <= 60%: ${verdict(f.middlingMax.share <= 0.6)})`,
      value: pct(f.middlingMax.share),
      unit: '%',
    },
    { name: `rules coder reads stance and stated purchase as the simulator meant (aim >= 90%: ${verdict(f.coderAgreement >= 0.9)})`, value: pct(f.coderAgreement), unit: '%' },
    { name: `  of which stance agreement`, value: pct(f.stanceAgreement), unit: '%' },
    { name: `  of which stated purchase agreement`, value: pct(f.purchaseAgreement), unit: '%' },
    { name: `off-topic answers coded off topic and free of the product`, value: pct(f.offTopicClean), unit: '%' },
    { name: `on-topic B2B brief answers mentioning a household or family (aim 0)`, value: pct(f.b2bHousehold), unit: '%' },
  ];
  return rows;
}
