// The offline provider's report prose: deterministic paragraphs composed from the figures, so a
// report without an API key still reads like an analyst's summary and never says anything the
// coded answers do not support. Used through the LLM interface's `simulate` hook.
import type { Concern } from '../../insight/codebook.js';
import type { QuestionFigure } from '../../insight/contract.js';
import { verdictLabel } from '../contract.js';
import { mdInline, mdList } from '../markdown.js';
import {
  concernPhrase,
  figuresOf,
  intentSentence,
  joinList,
  PARTICIPANT_LABEL,
  participantOf,
  pct,
  plural,
  priceSentence,
  productName,
  questionOf,
  smallSampleNote,
  type ProseContext,
  type ProseTask,
} from './facts.js';

const FIXES: Record<Concern, string> = {
  price: 'Test a lower entry price, a smaller first purchase or a trial, and show the value in concrete terms (time or money saved) before asking for payment.',
  trust_privacy: 'Address trust head-on: say in plain words what data is kept and why, show credentials and social proof, and offer a risk-free start.',
  quality: 'Invest in proof that it works: demos, guarantees, independent reviews or a pilot with measurable results.',
  need_fit: 'Sharpen who it is for: find the segment that feels the problem most and show the problem before the product.',
  effort_usability: 'Cut the effort to the first result: fewer setup steps, sensible defaults, and a test with the least technical people in the audience.',
  switching: 'Make switching cheap: import from what people use today, run side by side, and say in one sentence what it does better.',
  health_safety: 'Back health and safety claims with specifics (ingredients, certifications, expert review) before launch.',
  other: 'Read the quoted objections one by one; each names something the pitch does not yet answer.',
};

const stanceLine = (q: QuestionFigure) => {
  const s = q.stance;
  const n = s.positive.count + s.negative.count + s.mixed.count + s.neutral.count;
  return `${s.positive.count} of ${plural(n, 'answer')} were positive, ${s.mixed.count} mixed, ${s.negative.count} negative and ${s.neutral.count} neutral.`;
};

function question(ctx: ProseContext, n: number): string {
  const q = questionOf(ctx, n);
  if (!q.answered) {
    const skipped = q.skipped ? ` (${plural(q.skipped, 'reply', 'replies')} could not be collected)` : '';
    return `No participant answered this question${skipped}, so it carries no weight in the verdict.`;
  }
  if (!q.onTopic) return `This question was not about the idea, so its ${plural(q.answered, 'answer')} stay in the transcript and out of every product figure.`;
  const s = q.stance;
  const favour = s.positive.count - s.negative.count;
  const lead =
    favour > 0 && s.negative.count === 0
      ? 'The group responded favourably'
      : favour > 0
        ? 'Reactions leaned favourable'
        : favour < 0
          ? 'This question met resistance'
          : 'Opinion was split';
  const parts = [`${lead}: ${stanceLine(q)}`];
  if (q.offTopicAnswers) parts.push(`${plural(q.offTopicAnswers, 'answer')} did not speak about the idea and ${q.offTopicAnswers === 1 ? 'is' : 'are'} left out.`);
  if (q.ratings?.mean != null) {
    const r = q.ratings;
    parts.push(
      r.kind === 'scale'
        ? `On the ${r.scale ? `${r.scale.min}-${r.scale.max} ` : ''}scale the mean was ${r.mean} and the median ${r.median} (${plural(r.values.length, 'value')}).`
        : `The amounts named had a median of ${r.median} (${plural(r.values.length, 'amount')}).`,
    );
  }
  return parts.join(' ');
}

function participant(ctx: ProseContext, id: string): string {
  const p = participantOf(ctx, id);
  const who = `${mdInline(p.name)}${p.jobTitle ? ` (${mdInline(p.jobTitle)})` : ''}`;
  if (!p.answerIds.length) return `${who} gave no answer about the idea in this session.`;
  const intent = {
    yes: 'said they would buy or use it',
    maybe: 'said they might buy it, without committing',
    no: 'said they would not buy it as it stands',
    unstated: 'did not say whether they would buy it',
  }[p.intent];
  const parts = [`**${PARTICIPANT_LABEL[p.label]}.** ${who} ${intent}.`];
  if (p.price === 'too_high') parts.push('They found the price too high.');
  else if (p.price === 'acceptable') parts.push('The price was acceptable to them.');
  if (p.concerns.length)
    parts.push(
      `Their concerns: ${joinList(
        p.concerns.map(
          (c) =>
            figuresOf(ctx)
              .concerns.find((x) => x.id === c)
              ?.label.toLowerCase() ?? c,
        ),
      )}.`,
    );
  return parts.join(' ');
}

function keyFindings(ctx: ProseContext): string {
  const f = figuresOf(ctx);
  const panel = f.intent.participants;
  const items = [`**Purchase intent:** ${intentSentence(f)}.`];
  const price = priceSentence(f);
  if (price) items.push(`**Price:** ${price}`);
  for (const c of f.concerns.slice(0, 3))
    items.push(`**${c.label}:** raised by ${c.participants.count} of ${plural(panel, 'participant')} (${pct(c.participants.count, panel)}%).`);
  if (f.liked.participants.count) items.push(`**What landed:** ${f.liked.participants.count} of ${plural(panel, 'participant')} spoke positively about the idea at least once.`);
  const on = f.stance;
  const total = on.positive.count + on.mixed.count + on.negative.count + on.neutral.count;
  if (total) items.push(`**Tone of the on-topic answers:** ${on.positive.count} positive, ${on.mixed.count} mixed, ${on.negative.count} negative, ${on.neutral.count} neutral.`);
  return mdList(items);
}

function market(ctx: ProseContext): string {
  const f = figuresOf(ctx);
  const audience = ctx.product.audience?.trim();
  const panel = f.intent.participants;
  const parts = [
    audience
      ? `${productName(ctx)} is aimed at ${mdInline(audience)}. The panel of ${plural(panel, 'participant')} stands in for that audience.`
      : `No target audience was specified, so the panel of ${plural(panel, 'participant')} stands in for a broad market.`,
  ];
  const who = (label: string) => f.participants.filter((p) => p.label === label).map((p) => mdInline(p.jobTitle ? `${p.name} (${p.jobTitle})` : p.name));
  const buyers = who('likely-early-adopter');
  const refusers = who('not-a-buyer');
  parts.push(
    buyers.length
      ? `Early demand would come from people like ${joinList(buyers.slice(0, 3))}.`
      : 'Nobody on the panel said they would buy it, so there is no early-adopter segment yet.',
  );
  if (refusers.length) parts.push(`${joinList(refusers.slice(0, 3))} ${refusers.length === 1 ? 'represents' : 'represent'} the part of the market that said no.`);
  const price = priceSentence(f);
  if (price) parts.push(`On price, ${price}`);
  const switching = f.concerns.find((c) => c.id === 'switching');
  if (switching) parts.push(`${plural(switching.participants.count, 'participant')} weighed it against what they use today, so positioning against current alternatives matters.`);
  return parts.join(' ');
}

function fit(ctx: ProseContext): string {
  const v = figuresOf(ctx).verdict;
  const lead = {
    greenlight: 'The coded answers show clear demand from this panel.',
    tweaks: 'There is interest, but not yet a clean fit.',
    'not-ready': 'The panel did not confirm a fit yet.',
  }[v.verdict];
  return `${lead} Verdict: **${verdictLabel(v.verdict)}**.\n\n${mdList(v.reasons.map(mdInline))}`;
}

function risks(ctx: ProseContext): string {
  const f = figuresOf(ctx);
  const panel = f.intent.participants;
  // High: held by half the panel or more; Medium: more than one voice; Low: one participant's worry.
  const items = f.concerns.map((c) => {
    const severity = c.share >= 0.5 ? 'High' : c.participants.count > 1 ? 'Medium' : 'Low';
    return `**${c.label}** (${severity}): raised by ${c.participants.count} of ${plural(panel, 'participant')}.`;
  });
  if (f.intent.no.count)
    items.push(
      `**Refusals** (${f.intent.no.count * 2 >= Math.max(f.intent.stated, 1) ? 'High' : 'Medium'}): ${f.intent.no.count} of ${f.intent.stated} who stated an intent said no.`,
    );
  if (ctx.analysis.counts.skipped) items.push(`**Data gaps** (Low): ${plural(ctx.analysis.counts.skipped, 'reply', 'replies')} could not be collected and are not in the figures.`);
  if (!f.concerns.length && !f.intent.no.count) items.push('**No dominant objection** (Low): no concern was raised and nobody refused.');
  items.push(`**Panel size** (Medium): ${smallSampleNote(panel)}`);
  return mdList(items);
}

function executive(ctx: ProseContext): string {
  const f = figuresOf(ctx);
  const c = ctx.analysis.counts;
  const parts = [
    `${productName(ctx)} was put to a panel of ${plural(c.participants, 'simulated participant')} who answered ${plural(c.questions, 'question')}.`,
    `${intentSentence(f)}.`.replace(/^./, (x) => x.toUpperCase()),
  ];
  const price = priceSentence(f);
  if (price) parts.push(`On price, ${price}`);
  if (f.concerns.length) parts.push(`What holds it back: ${joinList(f.concerns.slice(0, 2).map((x) => concernPhrase(x, f.intent.participants)))}.`);
  if (f.liked.quotes.length) parts.push(`What landed, in their words, is quoted under Key Findings.`);
  parts.push(`Verdict: **${verdictLabel(f.verdict.verdict)}**. ${mdInline(f.verdict.reasons[0] ?? '')}`.trim());
  return parts.join(' ');
}

function recommendations(ctx: ProseContext): string {
  const f = figuresOf(ctx);
  const items = f.concerns.slice(0, 4).map((c) => `**${c.label}:** ${FIXES[c.id]}`);
  const next = {
    greenlight: 'Move to a pilot with real customers from this audience and measure sign-ups against a clear target.',
    tweaks: 'Revise the concept on the points above, then run a second session with the same panel (Duplicate Session) to see whether the intent split moves.',
    'not-ready': 'Revisit the core value proposition before investing further, then rerun the focus group with the revised idea.',
  }[f.verdict.verdict];
  items.push(`**Next step:** ${next}`);
  return mdList(items);
}

function roadmap(ctx: ProseContext): string {
  const f = figuresOf(ctx);
  const concerns = f.concerns.slice(0, 2).map((c) => c.label.toLowerCase());
  const phase1 = concerns.length ? `Work through the panel's objections on ${joinList(concerns)}.` : 'Sharpen the positioning around what the panel liked most.';
  const phase3 = {
    greenlight: 'Launch a limited pilot, track activation and retention weekly, and scale the channels that convert.',
    tweaks: 'Run a second focus group on the revised concept; move to a pilot only if the verdict improves.',
    'not-ready': 'Decide whether to pivot the concept or stop; a pivot deserves its own focus group before any build.',
  }[f.verdict.verdict];
  return mdList([
    `**Weeks 1-2, address the feedback:** ${phase1}`,
    '**Weeks 3-6, validate:** Put a landing page or prototype in front of the target audience and measure real sign-up intent.',
    `**Weeks 7-12, decide and scale:** ${phase3}`,
  ]);
}

/** The prose of one task, from the figures alone. */
export function offlineProse(task: ProseTask, ctx: ProseContext): string {
  switch (task.kind) {
    case 'question':
      return question(ctx, task.number);
    case 'participant':
      return participant(ctx, task.avatarId);
    case 'key-findings':
      return keyFindings(ctx);
    case 'market':
      return market(ctx);
    case 'fit':
      return fit(ctx);
    case 'risks':
      return risks(ctx);
    case 'executive':
      return executive(ctx);
    case 'recommendations':
      return recommendations(ctx);
    case 'roadmap':
      return roadmap(ctx);
  }
}
