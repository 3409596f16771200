// The insight headline of the print view: the same figures as the report page (intent, price, verdict
// rules, concerns with quotes, what was liked, each question's stance and values), as static HTML and
// inline SVG so the PDF carries them as text and loads nothing.
import { createElement as h, type ReactNode } from 'react';
import { formatAmount, formatPrice, namedAmounts } from '../insight/brief-price.js';
import type { InsightFigures, InsightQuote, QuestionFigure, RatingFigure, Tally } from '../insight/contract.js';
import type { Analysis } from './contract.js';
import { plural } from './prose/facts.js';
import { distributionChart, distributionSummary, shiftSummary, shiftTable } from './distribution-view.js';

export const PRINT_FIGURES_CSS = `
  .figures .note { background: #f1f3f5; border-radius: 4pt; padding: 4pt 8pt; font-size: 9.5pt; }
  .figures .pair { display: flex; flex-wrap: wrap; gap: 8pt; } .figures .pair > .card { flex: 1 1 220pt; margin: 0; }
  .figures .big { font-size: 16pt; font-weight: bold; margin: 0; }
  .figures .bar { display: block; width: 100%; height: 10pt; margin: 4pt 0 2pt; }
  .figures .off td { color: #868e96; }
  .figures .quote { margin: 2pt 0; font-style: italic; } .figures .who { font-style: normal; color: #666c7a; font-size: 8.5pt; }
  .figures table.shift { width: auto; font-size: 8.5pt; } .figures table.shift td, .figures table.shift th { padding: 1pt 6pt 1pt 0; }
`;

const COLORS = {
  yes: '#0ca678',
  maybe: '#f59f00',
  no: '#e03131',
  unstated: '#adb5bd',
  positive: '#0ca678',
  mixed: '#f76707',
  negative: '#e03131',
  neutral: '#adb5bd',
  concern: '#f76707',
  brand: '#4a5ff0',
};
type Part = { label: string; count: number; color: string };

/** Every value of a small whole-number scale (so gaps show), else the distinct values given. */
export function ratingBins(r: RatingFigure): { value: number; count: number }[] {
  const s = r.scale;
  const whole = r.values.every((v) => Number.isInteger(v.value));
  if (!s || !whole || s.max - s.min > 10) return r.histogram;
  const count = new Map(r.histogram.map((b) => [b.value, b.count]));
  return Array.from({ length: s.max - s.min + 1 }, (_, i) => ({ value: s.min + i, count: count.get(s.min + i) ?? 0 }));
}

/** A segmented bar (inline SVG) and its counts as text. */
function splitBar(label: string, parts: Part[]): ReactNode[] {
  const total = parts.reduce((n, p) => n + p.count, 0) || 1;
  let x = 0;
  const rects = parts
    .filter((p) => p.count)
    .map((p) => {
      const w = (p.count / total) * 100;
      const r = h('rect', { key: p.label, x, y: 0, width: w, height: 6, fill: p.color });
      x += w;
      return r;
    });
  return [
    h(
      'svg',
      { key: 'bar', className: 'bar', viewBox: '0 0 100 6', preserveAspectRatio: 'none', role: 'img', 'aria-label': label },
      h('rect', { x: 0, y: 0, width: 100, height: 6, fill: '#e9ecef' }),
      rects,
    ),
    h('div', { key: 'legend', className: 'meta' }, parts.map((p) => `${p.label} ${p.count}`).join(' · ')),
  ];
}

/** A share of the panel (0..1) as a thin bar. */
const shareBar = (label: string, share: number) =>
  h(
    'svg',
    { className: 'bar', viewBox: '0 0 100 6', preserveAspectRatio: 'none', role: 'img', 'aria-label': label },
    h('rect', { x: 0, y: 0, width: 100, height: 6, fill: '#e9ecef' }),
    h('rect', { x: 0, y: 0, width: share * 100, height: 6, fill: COLORS.concern }),
  );

function histogram(r: RatingFigure, show: (v: number) => string): ReactNode {
  const bins = ratingBins(r);
  const most = Math.max(1, ...bins.map((b) => b.count));
  const step = 30;
  return h(
    'svg',
    { width: bins.length * step, height: 62, viewBox: `0 0 ${bins.length * step} 62`, role: 'img', 'aria-label': 'Answers per value' },
    bins.map((b, i) => {
      const bh = Math.max(1, (b.count / most) * 36);
      return h(
        'g',
        { key: b.value },
        h('rect', { x: i * step + 5, y: 48 - bh, width: 20, height: bh, fill: b.count ? COLORS.brand : '#dee2e6' }),
        b.count ? h('text', { x: i * step + 15, y: 44 - bh, fontSize: 8, textAnchor: 'middle', fill: '#495057' }, String(b.count)) : null,
        h('text', { x: i * step + 15, y: 59, fontSize: 8, textAnchor: 'middle', fill: '#1b1e26' }, show(b.value)),
      );
    }),
  );
}

const quote = (q: InsightQuote) => h('p', { key: q.answerId, className: 'quote' }, `“${q.text}” `, h('span', { className: 'who' }, `${q.avatarName}, Q${q.questionNumber}`));
const of = (t: Tally, n: number) => `${t.count} of ${n}`;

function intentCard(f: InsightFigures): ReactNode {
  const i = f.intent;
  const parts = [
    { label: 'Would buy', count: i.yes.count, color: COLORS.yes },
    { label: 'Maybe', count: i.maybe.count, color: COLORS.maybe },
    { label: 'Would not', count: i.no.count, color: COLORS.no },
    { label: 'Not stated', count: i.unstated.count, color: COLORS.unstated },
  ];
  return h(
    'div',
    { className: 'card' },
    h('div', { className: 'label' }, 'Purchase intent'),
    h('p', { className: 'big' }, `${of(i.yes, i.participants)} would buy`),
    splitBar('Purchase intent', parts),
  );
}

function priceCard(f: InsightFigures): ReactNode {
  const p = f.price;
  const named = namedAmounts(p);
  return h(
    'div',
    { className: 'card' },
    h('div', { className: 'label' }, 'Price reaction'),
    p.stated ? h('p', { className: 'big' }, `${of(p.tooHigh, p.stated)} who reacted find it too high`) : h('p', null, 'Nobody reacted to the price.'),
    h('p', { className: 'meta' }, p.briefPrice ? `Price in the brief: ${formatPrice(p.briefPrice)}` : 'The brief names no price.'),
    named ? h('p', null, `Amounts named: ${named}`) : null,
  );
}

function questionRow(q: QuestionFigure, currency: string | undefined): ReactNode {
  if (!q.onTopic)
    return h(
      'tr',
      { key: q.number, className: 'off' },
      h('td', { className: 'q' }, `Q${q.number}`),
      h('td', null, q.text),
      h('td', { colSpan: 2 }, 'Not about the idea: left out of the figures'),
    );
  const s = q.stance;
  const parts = [
    { label: 'Positive', count: s.positive.count, color: COLORS.positive },
    { label: 'Mixed', count: s.mixed.count, color: COLORS.mixed },
    { label: 'Negative', count: s.negative.count, color: COLORS.negative },
    { label: 'Neutral', count: s.neutral.count, color: COLORS.neutral },
  ];
  const r = q.ratings;
  const show = (v: number | null) => (v === null ? '–' : r?.kind === 'amount' ? formatAmount(v, currency) : String(v));
  // A structured question shows the values chosen; an open one the numbers read from its answers.
  const values = q.distribution
    ? [...distributionSummary(q.distribution).map((line, i) => h('div', { key: i }, line)), h('div', { key: 'c' }, distributionChart(q.distribution))]
    : r
      ? [h('div', { key: 't' }, `Mean ${show(r.mean)} · median ${show(r.median)}${r.scale ? ` (${r.scale.min}–${r.scale.max})` : ''}`), h('div', { key: 'h' }, histogram(r, show))]
      : [];
  const shift = q.discussion ? [h('div', { key: 's' }, `Before → after: ${shiftSummary(q.discussion)}`), h('div', { key: 'st' }, shiftTable(q.discussion))] : [];
  return h(
    'tr',
    { key: q.number },
    h('td', { className: 'q' }, `Q${q.number}`),
    h('td', null, q.discussion ? `Discussion of Q${q.discussion.discusses}: ${q.text}` : q.text),
    h('td', null, q.answered ? splitBar(`Stance of the answers to Q${q.number}`, parts) : 'No answers yet.'),
    h('td', null, [...values, ...shift]),
  );
}

/** The insight headline as static HTML, or null for a report built before the insight engine. */
export function printFigures(analysis: Analysis | null): ReactNode {
  if (!analysis) return null;
  const f = analysis.figures;
  const panel = f.intent.participants;
  if (!analysis.counts.responses) return h('section', { className: 'figures' }, h('h2', null, 'Insight headline'), h('p', null, 'No answers yet: there are no figures to show.'));
  return h(
    'section',
    { className: 'figures' },
    h('h2', null, 'Insight headline'),
    h('p', { className: 'note' }, `${plural(panel, 'simulated participant')}: read these figures as a direction, not a measurement.`),
    h('div', { className: 'pair' }, intentCard(f), priceCard(f)),
    h(
      'div',
      { className: 'card' },
      h('div', { className: 'label' }, 'Verdict rules'),
      h(
        'ul',
        null,
        f.verdict.reasons.map((r) => h('li', { key: r }, r)),
      ),
    ),
    h('h3', null, 'Top concerns, by participants'),
    f.concerns.length
      ? h(
          'table',
          null,
          h('thead', null, h('tr', null, h('th', null, 'Concern'), h('th', null, 'Participants'), h('th', null, 'What they said'))),
          h(
            'tbody',
            null,
            f.concerns.map((c) =>
              h(
                'tr',
                { key: c.id },
                h('td', null, c.label),
                h('td', null, of(c.participants, panel), shareBar(`${c.label}: share of the panel`, c.share)),
                h('td', null, c.quotes.map(quote)),
              ),
            ),
          ),
        )
      : h('p', null, 'No concerns were raised.'),
    h('h3', null, 'What they liked'),
    h('p', null, f.liked.participants.count ? `${of(f.liked.participants, panel)} spoke positively about the idea.` : 'Nobody spoke positively about the idea.'),
    f.liked.quotes.slice(0, 3).map(quote),
    f.questions.length
      ? [
          h('h3', { key: 'h' }, 'By question'),
          h(
            'table',
            { key: 't' },
            h('thead', null, h('tr', null, h('th', null, 'Q'), h('th', null, 'Question'), h('th', null, 'Stance of the answers'), h('th', null, 'Values given'))),
            h(
              'tbody',
              null,
              f.questions.map((q) => questionRow(q, f.price.briefPrice?.currency)),
            ),
          ),
        ]
      : null,
  );
}
