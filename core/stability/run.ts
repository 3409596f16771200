// One rerun's answers: every question of the session asked again of the same participants, run after
// run, each run with its own seed, and each asked as the live session asked it (core/chat/reply-request.ts):
// a structured question (scale, choice, price) with its kind and settings, its value kept; a discussion
// round over that run's own answers to the question discussed, never the session's. Within a run the
// questions go in order (a participant hears the run's earlier questions, as in the live chat) and a
// question's answers are written independently, in parallel. Each answer is stored as it arrives, so a
// retried job resumes instead of paying twice.
import type { Db } from '../../db/client.js';
import type { Avatar } from '../../db/types.js';
import { loadParticipants, participantIds } from '../chat/participants.js';
import { PROMPT_VERSION } from '../chat/prompt.js';
import { specOf, type AnswerValue } from '../chat/question-kinds.js';
import { hearingOf, projectOf } from '../chat/reply-context.js';
import { fitsReply, replyRequest } from '../chat/reply-request.js';
import { hash } from '../chat/simulator/random.js';
import { parseStructured } from '../chat/structured-reply.js';
import type { LlmProvider } from '../llm/index.js';
import type { createReplyCache } from '../llm/reply-cache.js';
import { loadTranscript, type Transcript } from '../reports/transcript.js';
import type { StabilitySummary } from './contract.js';
import { runFigures, summarize } from './summary.js';

export interface RerunRunDeps {
  db: Db;
  llm: LlmProvider;
  cache: ReturnType<typeof createReplyCache>;
  sampling: { temperature: number; topP: number };
  /** After each stored answer (progress for the page). */
  onAnswered?: () => void;
}

/** A new seed per run, fixed by the rerun's id so a retried job asks with the same seeds (and hits the cache). */
export const runSeed = (rerunId: string, run: number) => hash(`${rerunId}:${run}`) % 2_147_483_647;

interface Answer {
  run: number;
  questionId: string;
  avatarId: string;
  text: string;
  value: AnswerValue | null;
}

/** Writes every missing answer of every run, then returns the stability summary over all runs. */
export async function answerRerun(deps: RerunRunDeps, rerunId: string): Promise<StabilitySummary> {
  const { db } = deps;
  const rerun = await db.selectFrom('panel_reruns').selectAll().where('id', '=', rerunId).executeTakeFirstOrThrow();
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', rerun.session_id).executeTakeFirstOrThrow();
  const ids = participantIds(session);
  const [questions, avatarRows, participants, stored] = await Promise.all([
    db
      .selectFrom('questions')
      .select(['id', 'question_number', 'question_text', 'kind', 'spec', 'discusses_question_id'])
      .where('session_id', '=', session.id)
      .orderBy('question_number')
      .execute(),
    ids.length ? db.selectFrom('avatars').selectAll().where('id', 'in', ids).execute() : Promise.resolve([] as Avatar[]),
    loadParticipants(db, session),
    db.selectFrom('rerun_answers').select(['run', 'question_id', 'avatar_id', 'response_text', 'value']).where('rerun_id', '=', rerunId).execute(),
  ]);
  const avatars = ids.flatMap((id) => avatarRows.filter((a) => a.id === id));
  const names = new Map(participants.map((p) => [p.id, p.name]));
  const project = projectOf(session);
  const answers: Answer[] = stored.map((r) => ({ run: r.run, questionId: r.question_id, avatarId: r.avatar_id, text: r.response_text, value: r.value }));
  const find = (run: number, questionId: string, avatarId: string) => answers.find((a) => a.run === run && a.questionId === questionId && a.avatarId === avatarId);

  for (let run = 1; run <= rerun.runs; run++) {
    const seed = runSeed(rerunId, run);
    for (const [i, q] of questions.entries()) {
      const earlier = questions.slice(0, i);
      const spec = specOf(q.kind, q.spec);
      const structured = spec.kind === 'open' ? null : spec;
      // This run's own answers to the earlier questions, in question then participant order: what each
      // participant hears, and in a discussion round the answers under discussion.
      const heardAnswers = earlier.flatMap((e) =>
        avatars.flatMap((a) => {
          const said = find(run, e.id, a.id);
          return said ? [{ questionId: e.id, questionNumber: e.question_number, avatarId: a.id, text: said.text, value: said.value }] : [];
        }),
      );
      await Promise.all(
        avatars.map(async (avatar) => {
          if (find(run, q.id, avatar.id)) return;
          const heard = hearingOf({
            avatarId: avatar.id,
            question: { number: q.question_number, spec, discussesQuestionId: q.discusses_question_id },
            earlier: earlier.map((e) => ({ id: e.id, number: e.question_number })),
            answers: heardAnswers,
            nameOf: (id) => names.get(id) ?? 'Another participant',
          });
          const result = await deps.cache.stream(
            deps.llm,
            replyRequest(
              {
                avatar,
                project,
                question: { id: q.id, number: q.question_number, text: q.question_text, spec },
                earlierQuestions: earlier.map((e) => ({ number: e.question_number, text: e.question_text })),
                heard,
              },
              { seed, temperature: deps.sampling.temperature, topP: deps.sampling.topP, rerun: true },
            ),
            () => {},
            fitsReply(spec),
          );
          const parsed = structured ? parseStructured(result.text, structured) : null;
          const text = parsed ? parsed.reason : result.text.trim();
          const value = parsed?.value ?? null;
          if (!text) throw new Error(`an empty answer in run ${run} (question ${q.question_number})`);
          await db
            .insertInto('rerun_answers')
            .values({
              rerun_id: rerunId,
              run,
              question_id: q.id,
              avatar_id: avatar.id,
              response_text: text,
              value: value === null ? null : JSON.stringify(value),
              provider: deps.llm.name,
              model: deps.llm.model,
              prompt_version: PROMPT_VERSION,
              seed,
              cached: result.cached,
            })
            .onConflict((oc) => oc.columns(['rerun_id', 'run', 'question_id', 'avatar_id']).doNothing())
            .execute();
          answers.push({ run, questionId: q.id, avatarId: avatar.id, text, value });
          deps.onAnswered?.();
        }),
      );
    }
  }

  const original = (await loadTranscript(db, session.id))!;
  const ofRun = (run: number): Transcript => ({
    ...original,
    responses: answers
      .filter((a) => a.run === run)
      .map((a) => ({ id: `${run}:${a.questionId}:${a.avatarId}`, questionId: a.questionId, avatarId: a.avatarId, text: a.text, value: a.value, status: 'answered' })),
  });
  return summarize(
    runFigures(original, 0, session.seed),
    Array.from({ length: rerun.runs }, (_, k) => runFigures(ofRun(k + 1), k + 1, runSeed(rerunId, k + 1))),
  );
}
