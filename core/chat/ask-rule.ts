// Whether the owner may ask a question now. Pure and shared: the api enforces it inside the session
// row lock and the live page's composer is enabled by the very same function, so the page never
// refuses what the server would take, nor offers what it would refuse.

export interface AskState {
  status: 'draft' | 'active' | 'completed' | string;
  /** Questions asked so far. */
  asked: number;
  /** How many the session may ask (`questionLimit`). */
  limit: number;
  /** Replies of the latest question neither stored nor skipped yet. */
  owed: number;
}

export type AskRefusal = { code: 'session_not_started'; message: string } | { code: 'session_complete'; message: string } | { code: 'round_open'; message: string };

const ROUND_OPEN_MESSAGE = 'Wait until every participant has answered the last question.';

/**
 * Null when a question may be asked. A round is open only while a reply is owed: an answer that is
 * stored but still waiting for its display slot on the page does not hold the next question back.
 */
export function askRefusal(s: AskState): AskRefusal | null {
  if (s.status === 'draft') return { code: 'session_not_started', message: 'Start the session before asking questions.' };
  if (s.status === 'completed' || s.asked >= s.limit) return { code: 'session_complete', message: 'Session Complete' };
  if (s.owed > 0) return { code: 'round_open', message: ROUND_OPEN_MESSAGE };
  return null;
}
