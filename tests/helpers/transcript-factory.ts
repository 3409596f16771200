import type { Db } from '../../db/client.js';
import type { Avatar, Session, User } from '../../db/types.js';
import { createCreditLedger } from '../../core/credits/index.js';
import { buildAvatars } from './avatar-factory.js';
import { buildActiveSession } from './session-factory.js';

// Answers with a clear, varied tone, so a report built from them has themes, quotes on both sides and
// a predictable verdict. Indexed by avatar, then question.
const SAMPLE_ANSWERS = [
  [
    'I love this idea. It would save me so much time on busy weeknights, and fifteen-minute recipes sound wonderful.',
    'The recipes and the shopping list are what I value most. Having everything planned is a huge relief for our family.',
    'Honestly the price worries me a little. Another subscription fee adds up quickly for a family budget.',
  ],
  [
    'Looks useful and easy to use. I would happily try it with my kids on a Sunday.',
    'The app integration is great, especially syncing the grocery list with my phone.',
    'My main concern is the packaging waste. I would want recyclable boxes before committing.',
  ],
  [
    'I am skeptical. It seems expensive compared to cooking from scratch, and I already use a paper planner.',
    'Maybe the recipes, but I do not see much value beyond what free websites already offer.',
    'The cost is a real problem for me. I would not pay a monthly fee for something I can do myself.',
  ],
  [
    'Great concept! It fits perfectly into my routine and saves me the stress of deciding what to cook.',
    'Fresh ingredients and quality recipes would make me a loyal customer.',
    'A free trial would convince me. If it delivers, I would recommend it to friends.',
  ],
];

export const SAMPLE_QUESTIONS = ['What is your first impression of this concept?', 'Which features would you find most valuable?', 'What concerns or hesitations would you have?'];

export interface BuiltTranscript {
  session: Session;
  avatars: Avatar[];
  questionIds: string[];
  /** Every stored answer text, for checking quotes. */
  answers: string[];
}

export interface TranscriptOptions {
  avatars?: number;
  questions?: string[];
  /** The answer of avatar `a` to question `q`; null records a skipped reply. */
  answer?: (a: number, q: number) => string | null;
  title?: string;
}

/**
 * A finished focus group written straight to the database, as the chat leaves it: an active session
 * with its avatars, every question asked and answered, the current question at the total.
 */
export async function buildTranscript(db: Db, user: Pick<User, 'id'>, opts: TranscriptOptions = {}): Promise<BuiltTranscript> {
  const questions = opts.questions ?? SAMPLE_QUESTIONS;
  const avatars = await buildAvatars(db, opts.avatars ?? SAMPLE_ANSWERS.length);
  const answer = opts.answer ?? ((a: number, q: number) => SAMPLE_ANSWERS[a % SAMPLE_ANSWERS.length]![q % 3]!);
  const session = await buildActiveSession(db, user, avatars, { keyQuestions: questions, title: opts.title });
  const questionIds: string[] = [];
  const answers: string[] = [];
  for (const [qi, text] of questions.entries()) {
    const q = await db
      .insertInto('questions')
      .values({ session_id: session.id, question_text: text, question_number: qi + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    questionIds.push(q.id);
    for (const [ai, avatar] of avatars.entries()) {
      const t = answer(ai, qi);
      await db
        .insertInto('avatar_responses')
        .values({ question_id: q.id, session_id: session.id, avatar_id: avatar.id, response_text: t ?? '', status: t === null ? 'skipped' : 'answered', provider: 'offline' })
        .execute();
      if (t !== null) answers.push(t);
    }
  }
  const done = await db.updateTable('sessions').set({ current_question: questions.length }).where('id', '=', session.id).returningAll().executeTakeFirstOrThrow();
  return { session: done, avatars, questionIds, answers };
}

/** Grants credits through the real ledger (a batch like an admin grant). */
export async function grantCredits(db: Db, userId: string, credits: number): Promise<void> {
  await createCreditLedger({ db }).allocate({ userId, credits, source: 'admin-grant', description: 'test grant' });
}

/** The user's balance as the ledger sees it. */
export async function balanceOf(db: Db, userId: string): Promise<number> {
  return (await createCreditLedger({ db }).summary(userId)).balance;
}
