// The distribution of a structured question and the before -> after of a discussion round, as words
// and inline SVG. One rendering for the report page and the print view (so the PDF carries the same
// chart and its figures as text). Text uses currentColor, so it reads in light and dark themes.
import { createElement as h, type ReactNode } from 'react';
import { formatAmount } from '../insight/brief-price.js';
import type { DiscussionShift, Distribution } from '../insight/contract.js';

const BRAND = '#4a5ff0';
const MUTED = '#adb5bd';
const pct = (share: number) => `${Math.round(share * 100)}%`;
const signed = (x: number) => (x > 0 ? `+${x}` : String(x));

type Priced = Extract<Distribution, { kind: 'price' }>;
const money = (d: Priced, v: number) => formatAmount(v, d.currency);

/** The figures in words: the summary line, and the small-sample caution where it applies. */
export function distributionSummary(d: Distribution): string[] {
  const lines: string[] = [];
  const n = `${d.n} answer${d.n === 1 ? '' : 's'}`;
  if (d.kind === 'choice') {
    const ranked = [...d.options].sort((a, b) => b.count - a.count);
    lines.push(`${ranked.map((o) => `${o.option} ${pct(o.share)} (${o.count})`).join(' · ')} · ${n}`);
  } else {
    const show = (v: number) => (d.kind === 'price' ? money(d, v) : String(v));
    const interval = d.interval ? ` (95% interval ${show(d.interval.low)} to ${show(d.interval.high)})` : '';
    lines.push(`Mean ${show(d.mean)}${interval} · median ${show(d.median)} · ${n}`);
    if (d.kind === 'scale' && d.nps !== null) lines.push(`Net Promoter Score ${signed(d.nps)} (promoters 9-10 minus detractors 0-6)`);
    if (d.kind === 'price') {
      lines.push(`Range ${money(d, d.min)} to ${money(d, d.max)}`);
      if (d.atOrAbove && d.briefAmount !== null) lines.push(`${d.atOrAbove.count} of ${d.n} (${pct(d.atOrAbove.share)}) would pay the brief's ${money(d, d.briefAmount)} or more`);
    }
  }
  if (d.small)
    lines.push(`A small sample of ${d.n}: ${d.kind === 'choice' ? 'shares move a lot with one answer' : 'the interval is wide'}, so read this as a direction, not a measurement.`);
  return lines;
}

/** How the discussion moved the answers, in words. */
export function shiftSummary(s: DiscussionShift): string {
  const moved = `${s.changed} of ${s.rows.length} changed their answer after the discussion`;
  return s.meanShift === null ? moved : `${moved}; mean shift ${signed(s.meanShift)}`;
}

function bars(label: string, bins: { label: string; count: number }[]): ReactNode {
  const most = Math.max(1, ...bins.map((b) => b.count));
  const step = 30;
  const width = bins.length * step;
  return h(
    'svg',
    { width, height: 62, viewBox: `0 0 ${width} 62`, role: 'img', 'aria-label': label, style: { maxWidth: '100%' } },
    bins.map((b, i) => {
      const bh = Math.max(1, (b.count / most) * 36);
      return h(
        'g',
        { key: b.label },
        h('rect', { x: i * step + 5, y: 48 - bh, width: 20, height: bh, fill: b.count ? BRAND : MUTED }),
        b.count ? h('text', { x: i * step + 15, y: 44 - bh, fontSize: 8, textAnchor: 'middle', fill: 'currentColor' }, String(b.count)) : null,
        h('text', { x: i * step + 15, y: 59, fontSize: 8, textAnchor: 'middle', fill: 'currentColor' }, b.label),
      );
    }),
  );
}

function shares(d: Extract<Distribution, { kind: 'choice' }>): ReactNode {
  const row = 16;
  return h(
    'svg',
    { width: 300, height: d.options.length * row, viewBox: `0 0 300 ${d.options.length * row}`, role: 'img', 'aria-label': 'Share per option', style: { maxWidth: '100%' } },
    d.options.map((o, i) =>
      h(
        'g',
        { key: o.option },
        h('text', { x: 0, y: i * row + 11, fontSize: 9, fill: 'currentColor' }, o.option.length > 22 ? `${o.option.slice(0, 21)}…` : o.option),
        h('rect', { x: 120, y: i * row + 3, width: 140, height: 10, fill: MUTED, opacity: 0.35 }),
        h('rect', { x: 120, y: i * row + 3, width: Math.max(o.count ? 1 : 0, o.share * 140), height: 10, fill: BRAND }),
        h('text', { x: 266, y: i * row + 11, fontSize: 9, fill: 'currentColor' }, pct(o.share)),
      ),
    ),
  );
}

/** A range strip: each amount a dot, the median a bar, the brief's price a dashed line. */
function strip(d: Priced): ReactNode {
  const lo = Math.min(d.min, d.briefAmount ?? d.min);
  const hi = Math.max(d.max, d.briefAmount ?? d.max);
  const x = (v: number) => 10 + (hi === lo ? 140 : ((v - lo) / (hi - lo)) * 280);
  return h(
    'svg',
    { width: 300, height: 40, viewBox: '0 0 300 40', role: 'img', 'aria-label': 'Amounts named', style: { maxWidth: '100%' } },
    h('line', { x1: 10, x2: 290, y1: 18, y2: 18, stroke: MUTED }),
    d.briefAmount !== null ? h('line', { x1: x(d.briefAmount), x2: x(d.briefAmount), y1: 4, y2: 32, stroke: '#e03131', strokeDasharray: '3 2' }) : null,
    h('rect', { x: x(d.median) - 1.5, y: 8, width: 3, height: 20, fill: BRAND }),
    h('text', { x: 10, y: 38, fontSize: 8, fill: 'currentColor' }, money(d, lo)),
    h('text', { x: 290, y: 38, fontSize: 8, textAnchor: 'end', fill: 'currentColor' }, money(d, hi)),
    h(
      'g',
      { fill: BRAND, opacity: 0.6 },
      d.answerIds.map((id, i) => h('circle', { key: id, cx: x(d.amounts[i]!), cy: 18, r: 3 })),
    ),
  );
}

/** The chart of a distribution. */
export function distributionChart(d: Distribution): ReactNode {
  if (d.kind === 'scale')
    return bars(
      'Answers per value',
      d.histogram.map((b) => ({ label: String(b.value), count: b.count })),
    );
  if (d.kind === 'choice') return shares(d);
  return strip(d);
}

/** Before -> after per participant. */
export function shiftTable(s: DiscussionShift): ReactNode {
  return h(
    'table',
    { className: 'shift' },
    h('thead', null, h('tr', null, h('th', null, 'Participant'), h('th', null, 'Before'), h('th', null, 'After'))),
    h(
      'tbody',
      null,
      s.rows.map((r) =>
        h('tr', { key: r.avatarId }, h('td', null, r.name), h('td', null, r.beforeLabel), h('td', null, r.before === r.after ? r.afterLabel : `→ ${r.afterLabel}`)),
      ),
    ),
  );
}
