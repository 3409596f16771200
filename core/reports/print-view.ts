// The print view: the report page's content as one static HTML document for Chromium to print (and
// for the owner to preview at GET /api/reports/:id/print). Rendered with React and react-markdown on
// the server, the same Markdown renderer the report page uses, so both show the same thing. Raw HTML
// in Markdown is never rendered, and the document loads nothing from the network.
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import type { ParticipantResponses, ReportDto } from './contract.js';
import type { StabilitySummary } from '../stability/contract.js';
import { printStability } from '../stability/print-stability.js';
import { PRINT_FIGURES_CSS, printFigures } from './print-figures.js';

const CSS = `
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #1b1e26; font-size: 10.5pt; line-height: 1.5; margin: 0; }
  h1 { font-size: 22pt; margin: 0 0 4pt; }
  h2 { font-size: 15pt; margin: 18pt 0 6pt; padding-bottom: 3pt; border-bottom: 1.5pt solid #4a5ff0; break-after: avoid; }
  h3 { font-size: 12pt; margin: 12pt 0 4pt; break-after: avoid; }
  p { margin: 0 0 6pt; }
  ul, ol { margin: 0 0 6pt; padding-left: 16pt; }
  blockquote { margin: 6pt 0; padding: 4pt 10pt; border-left: 3pt solid #b6c0fb; background: #f4f6ff; color: #2d323d; break-inside: avoid; }
  blockquote p { margin: 0 0 2pt; }
  .meta { color: #666c7a; font-size: 9.5pt; }
  .badge { display: inline-block; padding: 2pt 8pt; border-radius: 10pt; font-weight: bold; font-size: 9.5pt; color: #fff; }
  .greenlight { background: #2b8a3e; } .tweaks { background: #e67700; } .not-ready { background: #c92a2a; } .pending { background: #868e96; }
  .card { border: 0.75pt solid #dee2e6; border-radius: 6pt; padding: 8pt 12pt; margin: 8pt 0; break-inside: avoid; }
  .label { font-size: 8.5pt; text-transform: uppercase; letter-spacing: 0.06em; color: #666c7a; margin-top: 4pt; }
  .person { display: flex; gap: 10pt; align-items: center; margin: 14pt 0 6pt; break-after: avoid; }
  .photo { width: 36pt; height: 36pt; border-radius: 18pt; object-fit: cover; background: #dce1ff; display: flex; align-items: center; justify-content: center; font-weight: bold; color: #3246c0; }
  table { width: 100%; border-collapse: collapse; font-size: 9.5pt; margin-bottom: 8pt; }
  th, td { border: 0.75pt solid #dee2e6; padding: 4pt 6pt; vertical-align: top; text-align: left; }
  th { background: #f1f3f5; }
  tr { break-inside: avoid; }
  td.q { width: 30pt; font-weight: bold; } td.qt { width: 30%; }
`;

const md = (text: string | null | undefined) => h(Markdown, { skipHtml: true }, text ?? '');
const fmtDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function person(p: ParticipantResponses, images: ReadonlyMap<string, string>): ReactNode {
  const src = p.image ? images.get(p.image) : undefined;
  const facts = [p.jobTitle, p.age !== null ? `${p.age} years` : null, p.location].filter(Boolean).join(' · ');
  return h(
    'section',
    { key: p.avatarId },
    h(
      'div',
      { className: 'person' },
      src ? h('img', { className: 'photo', src, alt: '' }) : h('div', { className: 'photo' }, p.name.charAt(0).toUpperCase()),
      h('div', null, h('strong', null, p.name), facts ? h('div', { className: 'meta' }, facts) : null),
    ),
    p.responses.length
      ? h(
          'table',
          null,
          h('thead', null, h('tr', null, h('th', null, 'Question'), h('th', null, 'Question Text'), h('th', null, 'Response'))),
          h(
            'tbody',
            null,
            p.responses.map((r) =>
              h(
                'tr',
                { key: r.questionNumber },
                h('td', { className: 'q' }, `Q${r.questionNumber}`),
                h('td', { className: 'qt' }, r.questionText),
                h('td', null, r.valueLabel ? [h('b', { key: 'v' }, `${r.valueLabel} `), r.response] : r.response),
              ),
            ),
          ),
        )
      : h('p', { className: 'meta' }, 'No answers from this participant.'),
  );
}

export interface PrintOptions {
  /** Photo URL -> data: URI. Photos without one show the initial (the print view fetches nothing). */
  images?: ReadonlyMap<string, string>;
  /** The newest finished rerun of the panel (verdict stability), if any. */
  stability?: StabilitySummary | null;
}

export function renderPrintHtml(r: ReportDto, opts: PrintOptions = {}): string {
  const images = opts.images ?? new Map<string, string>();
  const s = r.session;
  const verdictClass = r.verdict ?? 'pending';
  const body = h(
    'main',
    null,
    h('h1', null, r.title),
    h('p', { className: 'meta' }, `${s.participantCount} participants · ${s.questionCount} questions · ${s.messageCount} messages · ${fmtDate(r.createdAt)} · Session ${s.id}`),
    h(
      'p',
      null,
      h('span', { className: `badge ${verdictClass}` }, `Verdict: ${r.verdictLabel}`),
      r.version > 1 ? h('span', { className: 'meta' }, `  Version ${r.version}`) : null,
    ),
    h(
      'div',
      { className: 'card' },
      h('h3', null, 'Session Overview'),
      h('div', { className: 'label' }, 'Product/Service'),
      md(s.productIdea || 'Not specified'),
      h('div', { className: 'label' }, 'Target Customer'),
      h('p', null, s.targetAudience || 'Not specified'),
      h('div', { className: 'label' }, 'Websites'),
      h('p', null, s.websites || 'None'),
    ),
    printFigures(r.analysis),
    printStability(opts.stability),
    r.sections.map((sec) => h('section', { key: sec.key }, h('h2', null, sec.title), md(sec.markdown))),
    h('h2', null, 'Detailed Participant Responses'),
    r.participants.length ? r.participants.map((p) => person(p, images)) : h('p', null, 'No detailed responses available for this session.'),
    r.provider === 'offline' ? h('p', { className: 'meta' }, 'Prose written by the offline simulator; every figure and quote comes from the transcript.') : null,
  );
  const html = renderToStaticMarkup(body);
  const title = renderToStaticMarkup(h('title', null, r.title));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">${title}<style>${CSS}${PRINT_FIGURES_CSS}</style></head><body>${html}</body></html>`;
}
