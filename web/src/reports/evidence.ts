import type { ParticipantResponses } from '../api/reports';

/** What a figure is made of, as the evidence dialog shows it (INSIGHT.md rule 1: every figure traces to answers). */
export interface Evidence {
  /** The figure's title, e.g. "Would buy: 2 of 6". */
  title: string;
  answerIds: string[];
  /** Participants the figure counts; those with no answer listed (e.g. who never stated an intent) are named apart. */
  avatarIds?: string[];
  /** Verbatim quotes to mark inside the answers. */
  highlight?: string[];
}

export interface EvidenceAnswer {
  answerId: string;
  avatarId: string;
  name: string;
  questionNumber: number;
  questionText: string;
  response: string;
}

/** The stored answers behind a figure, in the figure's order; ids the report does not hold are left out. */
export function answersBehind(participants: ParticipantResponses[], answerIds: string[]): EvidenceAnswer[] {
  const byId = new Map<string, EvidenceAnswer>();
  for (const p of participants) {
    for (const r of p.responses)
      byId.set(r.answerId, { answerId: r.answerId, avatarId: p.avatarId, name: p.name, questionNumber: r.questionNumber, questionText: r.questionText, response: r.response });
  }
  return answerIds.flatMap((id) => byId.get(id) ?? []);
}
