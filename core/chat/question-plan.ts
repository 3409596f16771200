// Which questions a session asks and how many it may ask. Pure: also imported by the web app.

/** The five default questions (docs/sessions-and-reports.md, The live session), asked when a session has no list of its own. */
export const DEFAULT_QUESTIONS: readonly string[] = [
  'What is your first impression of this concept?',
  'Which features or aspects would you find most valuable, and why?',
  'What concerns or hesitations would you have about it?',
  'How would this fit into your daily routine?',
  'What would convince you to purchase it?',
];

/** Free users may ask at most this many questions (docs/accounts-plans-credits.md, "Users and roles"). */
export const FREE_QUESTION_LIMIT = 5;

export interface QuestionPlanInput {
  keyQuestions: readonly string[];
  /** Set when the session starts; 0 on sessions that never recorded it. */
  totalQuestions: number;
  paid: boolean;
}

/** The listed questions, in order: the session's own list, else the defaults. */
export function plannedQuestions(keyQuestions: readonly string[]): string[] {
  const own = keyQuestions.map((q) => q.trim()).filter(Boolean);
  return own.length ? own : [...DEFAULT_QUESTIONS];
}

/** How many questions the session holds: its recorded total, else its list's length, else 5. */
export function questionLimit(s: QuestionPlanInput): number {
  const listed = s.keyQuestions.filter((q) => q.trim()).length;
  const limit = s.totalQuestions > 0 ? s.totalQuestions : listed || DEFAULT_QUESTIONS.length;
  return s.paid ? limit : Math.min(limit, FREE_QUESTION_LIMIT);
}

/** The progress rule of docs/sessions-and-reports.md: current question = asked + 1, capped at the total. */
export function currentQuestionNumber(asked: number, limit: number): number {
  return Math.min(asked + 1, limit);
}

const normal = (q: string) => q.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Which listed questions were actually asked, by text (trimmed, case and spacing aside): the user may
 * ask questions of their own in between, so "the first n listed" would tick questions never asked.
 */
export function listedAsked(planned: readonly string[], askedTexts: readonly string[]): boolean[] {
  const asked = new Set(askedTexts.map(normal));
  return planned.map((q) => asked.has(normal(q)));
}

/** The next listed question not asked yet (a question of the user's own does not use one up), or null. */
export function nextListed(planned: readonly string[], askedTexts: readonly string[]): string | null {
  const asked = listedAsked(planned, askedTexts);
  return planned.find((_, i) => !asked[i]) ?? null;
}
