// The offline provider's report prose: deterministic paragraphs composed from the figures, so a
// report without an API key still reads like an analyst's summary and never says anything the
// numbers do not support. Used through the LLM interface's `simulate` hook.
import { verdictLabel } from '../contract.js';
import { mdInline, mdList } from '../markdown.js';
import {
  avatarOf,
  concernThemes,
  joinList,
  pct,
  plural,
  productName,
  purchaseQuestion,
  questionOf,
  questionsByNet,
  signed,
  STANCE_WORD,
  strengthThemes,
  themeLabel,
  tone,
  type ProseContext,
  type ProseTask,
} from './facts.js';

const FIXES: Record<string, { concern: string; strength: string }> = {
  price: {
    concern: 'Test an entry price or a free tier, and show the value in concrete terms (time or money saved) before asking for payment.',
    strength: 'Price is not the obstacle: test a value-based price point rather than discounting.',
  },
  ease: {
    concern: 'Simplify onboarding so the first result arrives within minutes, and test the setup with the least technical people in the audience.',
    strength: 'Keep ease of use at the centre of the pitch; the panel treats it as a selling point.',
  },
  trust: {
    concern: 'Address trust head-on: explain data handling in plain words, show social proof and offer a risk-free trial.',
    strength: 'Trust is an asset here: make the credentials and guarantees visible early in the journey.',
  },
  time: {
    concern: 'Show exactly where the product fits an existing routine; the panel doubts it will really save time.',
    strength: 'Lead the messaging with the time saved; it resonated with the panel.',
  },
  quality: {
    concern: 'Invest in proof of quality: demos, guarantees or independent reviews before launch.',
    strength: 'Quality landed well: let demos and reviews carry the message.',
  },
  features: {
    concern: 'Trim the feature set to the few that matter most and make those excellent.',
    strength: 'Double down on the features the panel valued and cut the rest from the first release.',
  },
  social: {
    concern: 'Give people something worth sharing: early results, a referral reward or a visible community.',
    strength: 'Build referrals into the launch: participants were willing to recommend it.',
  },
  sustainability: {
    concern: 'Back environmental claims with specifics; vague claims raise suspicion.',
    strength: 'Sustainability is a genuine draw: quantify it and put it on the packaging.',
  },
  alternatives: {
    concern: 'Position the product against what people already use, in one sentence that says what it does better.',
    strength: 'Participants see a clear edge over current alternatives: name it explicitly in the messaging.',
  },
};

function question(ctx: ProseContext, n: number): string {
  const q = questionOf(ctx, n);
  const s = q.sentiment;
  if (!s.responses) {
    const skipped = q.skipped ? ` (${plural(q.skipped, 'reply', 'replies')} could not be collected)` : '';
    return `No participant answered this question${skipped}, so it carries no weight in the verdict.`;
  }
  const lead =
    s.net >= 40
      ? 'The group responded warmly'
      : s.net >= 10
        ? 'Reactions leaned positive'
        : s.net > -10
          ? 'Opinion was split'
          : 'This question met resistance';
  const parts = [`${lead}: ${s.positive} of ${s.responses} answers were positive, ${s.negative} negative and ${s.neutral} neutral (net sentiment ${signed(s.net)}).`];
  parts.push(q.themes.length ? `The discussion centred on ${joinList(q.themes.map((t) => themeLabel(ctx, t).toLowerCase()))}.` : 'No recurring theme stood out in these answers.');
  const overall = ctx.analysis.overall.net;
  if (s.net >= overall + 20) parts.push('It was one of the strongest moments of the session.');
  else if (s.net <= overall - 20) parts.push("It ran well below the session's overall mood, which makes it the place to dig deeper.");
  return parts.join(' ');
}

function participant(ctx: ProseContext, id: string): string {
  const a = avatarOf(ctx, id);
  const who = `${mdInline(a.name)}${a.jobTitle ? ` (${mdInline(a.jobTitle)})` : ''}`;
  if (!a.answered) return `${who} did not answer any question in this session.`;
  const parts = [
    `${who} answered ${plural(a.answered, 'question')} in ${a.words} words, with a ${STANCE_WORD[a.stance]} tone overall (${a.sentiment.positive} positive, ${a.sentiment.neutral} neutral and ${a.sentiment.negative} negative ${a.answered === 1 ? 'answer' : 'answers'}).`,
  ];
  if (a.themes.length) parts.push(`Their attention went mostly to ${joinList(a.themes.slice(0, 3).map((t) => themeLabel(ctx, t).toLowerCase()))}.`);
  parts.push(
    a.stance === 'positive'
      ? 'They read as a likely early adopter whose words can carry the launch messaging.'
      : a.stance === 'negative'
        ? 'They are the sceptic of the panel: their objections show what the concept must answer before launch.'
        : 'They stayed measured, weighing benefits against costs rather than committing either way.',
  );
  return parts.join(' ');
}

function keyFindings(ctx: ProseContext): string {
  const a = ctx.analysis;
  const o = a.overall;
  const items = [`Overall the panel was ${tone(o.net)}: ${pct(o.positive, o.responses)}% of ${o.responses} answers were positive and ${pct(o.negative, o.responses)}% negative (net ${signed(o.net)}).`];
  for (const t of a.themes.slice(0, 3)) {
    items.push(`**${t.label}** came up in ${plural(t.mentions, 'answer')} from ${plural(t.avatars, 'participant')}, and the tone around it was ${STANCE_WORD[t.stance]}.`);
  }
  const byNet = questionsByNet(ctx);
  if (byNet.length > 1) {
    items.push(`The warmest reception was to Q${byNet[0]!.number} (net ${signed(byNet[0]!.sentiment.net)}), the coolest to Q${byNet.at(-1)!.number} (net ${signed(byNet.at(-1)!.sentiment.net)}).`);
  }
  if (a.keywords.length) items.push(`Words the group kept returning to: ${a.keywords.slice(0, 6).map((k) => mdInline(k.term)).join(', ')}.`);
  return mdList(items);
}

function market(ctx: ProseContext): string {
  const a = ctx.analysis;
  const audience = ctx.product.audience?.trim();
  const parts = [
    audience
      ? `${productName(ctx)} is aimed at ${mdInline(audience)}. The panel of ${plural(a.counts.participants, 'participant')} stands in for that audience.`
      : `No target audience was specified, so the panel of ${plural(a.counts.participants, 'participant')} stands in for a broad consumer market.`,
  ];
  const fans = a.avatars.filter((x) => x.stance === 'positive');
  const sceptics = a.avatars.filter((x) => x.stance === 'negative');
  if (fans.length) parts.push(`Early demand would most likely come from people like ${joinList(fans.slice(0, 3).map((x) => mdInline(x.name)))}.`);
  if (sceptics.length) parts.push(`${joinList(sceptics.slice(0, 3).map((x) => mdInline(x.name)))} represent${sceptics.length === 1 ? 's' : ''} the harder-to-win part of the market.`);
  const price = a.themes.find((t) => t.id === 'price');
  if (price) {
    parts.push(
      price.stance === 'negative'
        ? `Price sensitivity is real in this market: cost came up in ${plural(price.mentions, 'answer')}, mostly as a concern.`
        : `Price came up in ${plural(price.mentions, 'answer')} without turning into a barrier.`,
    );
  }
  const alt = a.themes.find((t) => t.id === 'alternatives');
  parts.push(
    alt
      ? 'Participants compared the idea with what they use today, so positioning against existing alternatives will decide much of the uptake.'
      : 'Nobody compared it with a direct alternative, which suggests either open space or a need the panel does not yet feel strongly.',
  );
  return parts.join(' ');
}

function fit(ctx: ProseContext): string {
  const v = ctx.analysis.verdict;
  const lead = {
    greenlight: 'The evidence points to a strong product-market fit for this audience.',
    tweaks: 'There is a credible fit, but not yet a clean one.',
    'not-ready': 'The panel did not confirm a fit yet.',
  }[v.verdict];
  const parts = [`${lead} Verdict: **${verdictLabel(v.verdict)}**.`];
  const buy = purchaseQuestion(ctx);
  if (buy) parts.push(`On purchase intent (Q${buy.number}) the net sentiment was ${signed(buy.sentiment.net)}, with ${buy.sentiment.positive} of ${buy.sentiment.responses} answers positive.`);
  return `${parts.join(' ')}\n\n${mdList(v.reasons.map(mdInline))}`;
}

function risks(ctx: ProseContext): string {
  const a = ctx.analysis;
  const items = concernThemes(ctx).map((t) => {
    // High: raised by half the panel or in a third of all answers; Medium: more than one voice or a
    // strongly negative tone; Low: one participant's passing worry.
    const broad = t.avatars * 2 >= a.counts.participants || t.mentions * 3 >= a.counts.responses;
    const severity = broad ? 'High' : t.avatars > 1 || t.mean <= -0.1 ? 'Medium' : 'Low';
    return `**${t.label}** (${severity}): raised in ${plural(t.mentions, 'answer')} by ${plural(t.avatars, 'participant')}, mostly negatively.`;
  });
  const sceptics = a.avatars.filter((x) => x.stance === 'negative');
  if (sceptics.length) items.push(`**Sceptical segment** (${sceptics.length * 2 >= a.avatars.length ? 'High' : 'Medium'}): ${plural(sceptics.length, 'participant')} of ${a.avatars.length} leaned negative overall.`);
  if (a.counts.skipped) items.push(`**Data gaps** (Low): ${plural(a.counts.skipped, 'reply', 'replies')} could not be collected and are not in the figures.`);
  if (!items.length) items.push('**No dominant objection** (Low): no theme drew mainly negative reactions.');
  items.push(`**Panel size** (Medium): ${plural(a.counts.participants, 'simulated participant')} cannot replace real customers; validate the findings before committing budget.`);
  return mdList(items);
}

function executive(ctx: ProseContext): string {
  const a = ctx.analysis;
  const o = a.overall;
  const parts = [
    `${productName(ctx)} was put to a panel of ${plural(a.counts.participants, 'participant')} who answered ${plural(a.counts.questions, 'question')}, giving ${plural(o.responses, 'answer')} in all.`,
    `The overall reaction was ${tone(o.net)}: ${pct(o.positive, o.responses)}% of answers were positive and ${pct(o.negative, o.responses)}% negative (net sentiment ${signed(o.net)}).`,
  ];
  const strengths = strengthThemes(ctx);
  const concerns = concernThemes(ctx);
  if (strengths.length) parts.push(`What worked: ${joinList(strengths.slice(0, 2).map((t) => t.label.toLowerCase()))}.`);
  if (concerns.length) parts.push(`What holds it back: ${joinList(concerns.slice(0, 2).map((t) => t.label.toLowerCase()))}.`);
  parts.push(`Verdict: **${verdictLabel(a.verdict.verdict)}**. ${a.verdict.reasons[0] ?? ''}`.trim());
  return parts.join(' ');
}

function recommendations(ctx: ProseContext): string {
  const items: string[] = [];
  for (const t of concernThemes(ctx)) if (FIXES[t.id]) items.push(`**${t.label}:** ${FIXES[t.id]!.concern}`);
  for (const t of strengthThemes(ctx).slice(0, 2)) if (FIXES[t.id]) items.push(`**${t.label}:** ${FIXES[t.id]!.strength}`);
  const next = {
    greenlight: 'Move to a pilot with real customers from this audience and measure sign-ups against a clear target.',
    tweaks: 'Revise the concept on the points above, then run a second session with the same panel (Duplicate Session) to confirm the change worked.',
    'not-ready': 'Revisit the core value proposition before investing further, then rerun the focus group with the revised idea.',
  }[ctx.analysis.verdict.verdict];
  items.push(`**Next step:** ${next}`);
  return mdList(items);
}

function roadmap(ctx: ProseContext): string {
  const concerns = concernThemes(ctx).slice(0, 2).map((t) => t.label.toLowerCase());
  const v = ctx.analysis.verdict.verdict;
  const phase1 = concerns.length ? `Work through the panel's objections on ${joinList(concerns)}.` : 'Sharpen the positioning around what the panel liked most.';
  const phase3 = {
    greenlight: 'Launch a limited pilot, track activation and retention weekly, and scale the channels that convert.',
    tweaks: 'Run a second focus group on the revised concept; move to a pilot only if the verdict improves.',
    'not-ready': 'Decide whether to pivot the concept or stop; a pivot deserves its own focus group before any build.',
  }[v];
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
