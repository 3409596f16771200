// Exports of a session's transcript and of a report, as Markdown (for docs and wikis, in place of the
// Export to Notion of docs/sessions-and-reports.md) and as JSON (for tools). Built from the same data the screens show.
import type { ReportDto } from '../reports/contract.js';
import { distributionSummary, shiftSummary } from '../reports/distribution-view.js';
import { mdInline } from '../reports/markdown.js';
import type { Transcript } from '../reports/transcript.js';

export type ExportFormat = 'markdown' | 'json' | 'csv';

export interface TranscriptExport {
  session: { id: string; title: string | null; productIdea: string | null; targetAudience: string | null; createdAt: string };
  participants: { id: string; name: string; jobTitle: string | null; age: number | null; location: string | null }[];
  questions: { number: number; text: string; answers: { answerId: string; avatarId: string; name: string; text: string }[] }[];
}

/** The conversation in order: each question with every answer given to it (skipped replies left out). */
export function transcriptExport(t: Transcript): TranscriptExport {
  const names = new Map(t.avatars.map((a) => [a.id, a.name]));
  return {
    session: {
      id: t.session.id,
      title: t.session.title,
      productIdea: t.session.productIdea,
      targetAudience: t.session.targetAudience,
      createdAt: t.session.createdAt.toISOString(),
    },
    participants: t.avatars.map(({ id, name, jobTitle, age, location }) => ({ id, name, jobTitle, age, location })),
    questions: t.questions.map((q) => ({
      number: q.number,
      text: q.text,
      answers: t.responses
        .filter((r) => r.questionId === q.id && r.status === 'answered')
        .map((r) => ({ answerId: r.id, avatarId: r.avatarId, name: names.get(r.avatarId) ?? 'Participant', text: r.text })),
    })),
  };
}

const quoteBlock = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => `> ${l}`)
    .join('\n');

export function transcriptMarkdown(x: TranscriptExport): string {
  const lines = [`# Transcript: ${mdInline(x.session.title || 'Focus group')}`, ''];
  if (x.session.productIdea) lines.push(`**Product idea:** ${mdInline(x.session.productIdea)}`, '');
  if (x.session.targetAudience) lines.push(`**Target audience:** ${mdInline(x.session.targetAudience)}`, '');
  lines.push(`**Participants:** ${x.participants.map((p) => mdInline(p.jobTitle ? `${p.name} (${p.jobTitle})` : p.name)).join(', ') || 'none'}`, '');
  for (const q of x.questions) {
    lines.push(`## Q${q.number}: ${mdInline(q.text)}`, '');
    if (!q.answers.length) lines.push('_No answers._', '');
    for (const a of q.answers) lines.push(`**${mdInline(a.name)}:**`, '', quoteBlock(a.text), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export function reportMarkdown(r: ReportDto): string {
  const lines = [
    `# ${mdInline(r.title)}`,
    '',
    `**Verdict:** ${r.verdictLabel} · ${r.session.participantCount} participants · ${r.session.questionCount} questions · ${new Date(r.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}`,
    '',
  ];
  if (r.session.productIdea) lines.push('## Session Overview', '', `**Product/Service:** ${mdInline(r.session.productIdea)}`, '');
  for (const s of r.sections) lines.push(`## ${s.title}`, '', s.markdown, '');
  // The values of scale, choice and price questions, and how discussion rounds moved them.
  const measured = (r.analysis?.figures.questions ?? []).filter((q) => q.distribution || q.discussion);
  if (measured.length) {
    lines.push('## Answers in numbers', '');
    for (const q of measured) {
      lines.push(`**Q${q.number}${q.discussion ? ` (discussion of Q${q.discussion.discusses})` : ''}: ${mdInline(q.text)}**`, '');
      if (q.distribution) lines.push(...distributionSummary(q.distribution).map((l) => `- ${mdInline(l)}`));
      if (q.discussion) {
        lines.push(`- ${mdInline(shiftSummary(q.discussion))}`);
        lines.push(...q.discussion.rows.map((row) => `  - ${mdInline(row.name)}: ${mdInline(row.beforeLabel)} -> ${mdInline(row.afterLabel)}`));
      }
      lines.push('');
    }
  }
  lines.push('## Detailed Participant Responses', '');
  for (const p of r.participants) {
    lines.push(`### ${mdInline(p.name)}${p.jobTitle ? `, ${mdInline(p.jobTitle)}` : ''}`, '');
    for (const a of p.responses) lines.push(`**Q${a.questionNumber}: ${mdInline(a.questionText)}**`, '', quoteBlock(a.response), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The report's content and figures without the viewer-specific fields. */
export function reportJson(r: ReportDto) {
  const { isOwner: _o, pdfReady: _p, progress: _g, step: _s, ...rest } = r;
  return rest;
}

/** A file name that is safe in a Content-Disposition header. */
export function exportFileName(kind: 'transcript' | 'report', id: string, format: ExportFormat): string {
  return `focus-group-${kind}-${id}.${format === 'markdown' ? 'md' : format}`;
}
