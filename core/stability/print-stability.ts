// Verdict stability in the printed report (PDF): the same facts the report page's card shows.
import { createElement as h } from 'react';
import { verdictLabel } from '../reports/contract.js';
import { STABILITY_NOTE, STABILITY_UNCERTAIN, stabilityRows, type StabilitySummary } from './contract.js';

export function printStability(s: StabilitySummary | null | undefined) {
  if (!s) return null;
  const n = s.reruns.length;
  return h(
    'section',
    { className: 'card' },
    h('h3', null, 'Verdict stability'),
    h(
      'p',
      null,
      `The verdict held in ${s.held} of ${n} reruns. This session: ${verdictLabel(s.original.verdict)}. Reruns: ${s.reruns.map((r) => verdictLabel(r.verdict)).join(', ')}.`,
    ),
    s.held < n ? h('p', null, h('strong', null, STABILITY_UNCERTAIN)) : null,
    h(
      'table',
      null,
      h('thead', null, h('tr', null, h('th', null, 'Figure'), h('th', null, 'This session'), h('th', null, 'Across all runs'))),
      h(
        'tbody',
        null,
        stabilityRows(s).map((r) => h('tr', { key: r.key }, h('td', null, r.label), h('td', null, r.session), h('td', null, r.range))),
      ),
    ),
    h('p', { className: 'meta' }, `The same questions asked of the same participants again with new seeds. ${STABILITY_NOTE}`),
  );
}
