/** Dates en-US (a missing or bad date shows "Invalid Date": docs/sessions-and-reports.md, Results, archive and dashboard). */
export const longDate = (iso: string | null | undefined) => new Date(iso ?? NaN).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
export const shortDate = (iso: string | null | undefined) => new Date(iso ?? NaN).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Cut to `max` characters with an ellipsis (dashboard titles: 60). */
export const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export { plural } from '../../../core/reports/prose/facts.js';
