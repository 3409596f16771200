import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { AvatarDetail } from '../../../db/types.js';
import { renderPortrait, storePortrait } from '../../avatars/portrait.js';
import { createOfflineProvider } from '../../llm/offline.js';
import { hashPassword } from '../../passwords.js';
import type { Storage } from '../../storage.js';
import { rulesCoder } from '../../insight/coders.js';
import { RULES_CODER } from '../../insight/rules-coder.js';
import { buildReport } from '../builder.js';
import { codeTranscript } from '../coding.js';
import { INSIGHT_ENGINE } from '../contract.js';
import { loadTranscript } from '../transcript.js';
import { SAMPLE_SESSIONS, type SampleAvatar, type SampleSession } from './data.js';

/** The system account that owns the sample sessions. It cannot sign in: its password is never known. */
const SAMPLE_OWNER_EMAIL = 'samples@focusgroup.local';

async function sampleOwner(db: Db): Promise<string> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', SAMPLE_OWNER_EMAIL).executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('users')
    .values({ email: SAMPLE_OWNER_EMAIL, password_hash: await hashPassword(randomBytes(32).toString('base64url')), full_name: 'Focus Group Samples', subscription_level: 'pro' })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? (await db.selectFrom('users').select('id').where('email', '=', SAMPLE_OWNER_EMAIL).executeTakeFirstOrThrow()).id;
}

/** The sample panel as avatars (inactive: they are not in the catalogue users pick from). */
async function sampleAvatars(db: Db, storage: Storage, avatars: SampleAvatar[]): Promise<Map<string, AvatarDetail>> {
  const out = new Map<string, AvatarDetail>();
  for (const a of avatars) {
    const image = await storePortrait(storage, a.key, renderPortrait(a.key, { gender: a.gender, age: a.age }));
    await db
      .insertInto('avatars')
      .values({
        name: a.name,
        job_title: a.jobTitle,
        age: a.age,
        gender: a.gender,
        location: a.location,
        avatar_image_url: image,
        is_active: false,
        seed_key: a.key,
        tags: ['sample'],
      })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
    const row = await db.selectFrom('avatars').select(['id', 'name', 'avatar_image_url', 'gender', 'job_title']).where('seed_key', '=', a.key).executeTakeFirstOrThrow();
    out.set(a.key, {
      id: row.id,
      name: row.name,
      avatar: row.name.charAt(0),
      avatarImage: row.avatar_image_url,
      gender: row.gender,
      income: null,
      expertise: row.job_title,
      background: null,
      tags: ['sample'],
      personality: null,
      communication_style: null,
      values: null,
      motivations: null,
    });
  }
  return out;
}

async function seedOne(db: Db, storage: Storage, ownerId: string, s: SampleSession): Promise<boolean> {
  // A sample built by an older insight engine, or coded by an older rules coder, is rebuilt, so every
  // install shows what the product does now.
  const done = await db
    .selectFrom('reports')
    .select('id')
    .where('session_id', '=', s.id)
    .where('is_sample', '=', true)
    .where('status', '=', 'ready')
    .where(sql<string>`report_data->'analysis'->>'engine'`, '=', INSIGHT_ENGINE)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('answer_codes').select('answer_codes.response_id').where('answer_codes.session_id', '=', s.id).where('answer_codes.coder_version', '<>', RULES_CODER.version),
        ),
      ),
    )
    .executeTakeFirst();
  if (done) return false;
  const details = await sampleAvatars(db, storage, s.avatars);
  await db.transaction().execute(async (trx) => {
    // A seed interrupted earlier may have left the session without its report: start it over.
    await trx.deleteFrom('sessions').where('id', '=', s.id).execute();
    await trx
      .insertInto('sessions')
      .values({
        id: s.id,
        user_id: ownerId,
        title: s.title,
        product_idea: s.productIdea,
        target_audience: s.targetAudience,
        websites: s.websites,
        key_questions: JSON.stringify(s.questions),
        selected_avatars: [...details.values()].map((d) => d.id),
        avatar_details: JSON.stringify([...details.values()]),
        status: 'active',
        total_questions: s.questions.length,
        current_question: s.questions.length,
        started_at: new Date(),
      })
      .execute();
    for (const [i, text] of s.questions.entries()) {
      const q = await trx
        .insertInto('questions')
        .values({ session_id: s.id, question_text: text, question_number: i + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('avatar_responses')
        .values(s.avatars.map((a) => ({ question_id: q.id, session_id: s.id, avatar_id: details.get(a.key)!.id, response_text: a.answers[i]!, provider: 'offline' })))
        .execute();
    }
  });
  const transcript = (await loadTranscript(db, s.id))!;
  // Coded by the rules coder and written by the offline provider with no delay, like any report without an API key.
  const coded = await codeTranscript({ db, coder: rulesCoder }, transcript);
  const built = await buildReport(transcript, coded, createOfflineProvider({ wordDelayMs: 0 }));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('reports')
      .values({
        session_id: s.id,
        user_id: ownerId,
        version: 1,
        title: built.title,
        status: 'ready',
        progress: 100,
        step: 'finalizing',
        verdict: built.verdict,
        response_count: built.responseCount,
        content: JSON.stringify(built.content),
        report_data: JSON.stringify(built.data),
        is_sample: true,
      })
      .execute();
    await trx.updateTable('sessions').set({ status: 'completed' }).where('id', '=', s.id).execute();
  });
  return true;
}

/**
 * Seeds the sample sessions with their transcripts and real generated reports (is_sample), owned by
 * the system account and readable by every signed-in user through the dashboard's sample links.
 * Idempotent: a sample whose report exists (built by the current insight engine) is left alone.
 */
export async function seedSampleReports(db: Db, storage: Storage, sessions: SampleSession[] = SAMPLE_SESSIONS): Promise<{ created: number }> {
  const ownerId = await sampleOwner(db);
  let created = 0;
  for (const s of sessions) if (await seedOne(db, storage, ownerId, s)) created++;
  return { created };
}
