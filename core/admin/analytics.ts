import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Database } from '../../db/types.js';
import type { ParticipantFilter, QuestionLogEntry, ResponseLogEntry } from './contract.js';

export type { ParticipantFilter, QuestionLogEntry, ResponseLogEntry } from './contract.js';

/** The analytics window of docs/admin.md: the latest 100 questions and 200 responses. */
const QUESTION_LOG_LIMIT = 100;
const RESPONSE_LOG_LIMIT = 200;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const isFiltered = (f: ParticipantFilter) => Boolean(f.gender || f.income || f.expertise);

/** Avatar conditions of the filter; "expertise" is the avatar's job title, matched as a substring. */
function avatarMatches(eb: ExpressionBuilder<Database, 'avatars'>, f: ParticipantFilter) {
  const conds = [];
  if (f.gender) conds.push(eb('avatars.gender', '=', f.gender));
  if (f.income) conds.push(eb('avatars.income_bracket', '=', f.income));
  if (f.expertise) conds.push(eb('avatars.job_title', 'ilike', `%${escapeLike(f.expertise)}%`));
  return eb.and(conds);
}

/** Latest questions of all users; with a filter, those a matching participant answered. */
export async function questionLog(db: Db, f: ParticipantFilter): Promise<QuestionLogEntry[]> {
  let q = db
    .selectFrom('questions')
    .innerJoin('sessions', 'sessions.id', 'questions.session_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select((eb) => [
      'questions.id',
      'questions.question_number',
      'questions.question_text',
      'questions.created_at',
      'sessions.id as session_id',
      'sessions.title',
      'sessions.product_idea',
      'users.email',
      eb
        .selectFrom('avatar_responses')
        .whereRef('avatar_responses.question_id', '=', 'questions.id')
        .where('avatar_responses.status', '=', 'answered')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('response_count'),
    ]);
  if (isFiltered(f)) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('avatar_responses')
          .innerJoin('avatars', 'avatars.id', 'avatar_responses.avatar_id')
          .whereRef('avatar_responses.question_id', '=', 'questions.id')
          .where('avatar_responses.status', '=', 'answered')
          .where((e) => avatarMatches(e as unknown as ExpressionBuilder<Database, 'avatars'>, f))
          .select('avatar_responses.id'),
      ),
    );
  }
  const rows = await q.orderBy('questions.created_at', 'desc').orderBy('questions.id').limit(QUESTION_LOG_LIMIT).execute();
  return rows.map((r) => ({
    id: r.id,
    questionNumber: r.question_number,
    text: r.question_text,
    createdAt: r.created_at.toISOString(),
    responseCount: Number(r.response_count ?? 0),
    session: { id: r.session_id, title: r.title, productIdea: r.product_idea, userEmail: r.email },
  }));
}

/** Latest answered replies of all users, with their question, session and avatar. */
export async function responseLog(db: Db, f: ParticipantFilter): Promise<ResponseLogEntry[]> {
  let q = db
    .selectFrom('avatar_responses')
    .innerJoin('questions', 'questions.id', 'avatar_responses.question_id')
    .innerJoin('sessions', 'sessions.id', 'avatar_responses.session_id')
    .innerJoin('avatars', 'avatars.id', 'avatar_responses.avatar_id')
    .select([
      'avatar_responses.id',
      'avatar_responses.response_text',
      'avatar_responses.created_at',
      'avatar_responses.provider',
      'avatar_responses.tokens_in',
      'avatar_responses.tokens_out',
      'questions.id as question_id',
      'questions.question_number',
      'questions.question_text',
      'sessions.id as session_id',
      'sessions.title',
      'avatars.id as avatar_id',
      'avatars.name',
      'avatars.avatar_image_url',
      'avatars.job_title',
      'avatars.gender',
      'avatars.income_bracket',
      'avatars.age',
      'avatars.location',
    ])
    .where('avatar_responses.status', '=', 'answered');
  if (isFiltered(f)) q = q.where((eb) => avatarMatches(eb as unknown as ExpressionBuilder<Database, 'avatars'>, f));
  const rows = await q.orderBy('avatar_responses.created_at', 'desc').orderBy('avatar_responses.id').limit(RESPONSE_LOG_LIMIT).execute();
  return rows.map((r) => ({
    id: r.id,
    text: r.response_text,
    createdAt: r.created_at.toISOString(),
    provider: r.provider,
    tokens: r.tokens_in + r.tokens_out,
    question: { id: r.question_id, number: r.question_number, text: r.question_text },
    session: { id: r.session_id, title: r.title },
    avatar: {
      id: r.avatar_id,
      name: r.name,
      imageUrl: r.avatar_image_url,
      jobTitle: r.job_title,
      gender: r.gender,
      income: r.income_bracket,
      age: r.age,
      location: r.location,
    },
  }));
}
