import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { replyDrafts } from '../../core/chat/drafts.js';
import { findOwnedSession, loadLiveSession } from '../../core/chat/live-session.js';
import { kindProblems, questionKindFields } from '../../core/chat/question-kinds.js';
import { askQuestion, discussQuestion } from '../../core/chat/questions.js';
import { notFound } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { requireAuth } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';

const questionNumber = z.number().int().min(1).max(100).optional();
const questionBody = z
  .strictObject({
    text: z.string().trim().min(1, 'Please type a question').max(2000, 'must be at most 2000 characters'),
    questionNumber,
    ...questionKindFields,
  })
  .superRefine((v, ctx) => {
    for (const p of kindProblems(v)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  });
const discussBody = z.strictObject({ questionNumber });
const autoAdvanceBody = z.strictObject({ enabled: z.boolean(), discussEach: z.boolean().optional() });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A malformed id cannot name a session: the same 404 as a missing or another user's session.
const sessionParam: RequestHandler = (req, _res, next) => (UUID.test(String(req.params.id)) ? next() : next(notFound('Session not found')));
const owner = [requireAuth, sessionParam];

/**
 * The live group chat of one session: asking questions, reading the transcript with the state of the
 * replies still being written, and the Auto-Advance switch. Mounted at /api/sessions beside the
 * sessions router (drafts, start, delete).
 */
export function sessionChatRoutes(rt: Runtime): Router {
  const r = Router();
  const drafts = replyDrafts(rt.redis, rt.config.QUEUE_PREFIX);
  // Middleware per route, not router.use: the sessions router shares this prefix and its paths.

  r.post('/:id/questions', ...owner, validate(questionBody), async (req, res) => {
    const body = req.body as z.infer<typeof questionBody>;
    const result = await askQuestion(rt, req.user!, String(req.params.id), body);
    // The reply jobs are `reply_{questionId}_{avatarId}`: this line links the request to its jobs.
    req.log.info({ sessionId: req.params.id, questionId: result.questionId, created: result.created }, 'question asked');
    res.status(202).json({ questionId: result.questionId, questionNumber: result.questionNumber, created: result.created });
  });

  r.post('/:id/questions/:questionId/discuss', ...owner, validate(discussBody), async (req, res) => {
    const questionId = String(req.params.questionId);
    if (!UUID.test(questionId)) throw notFound('Question not found');
    const { questionNumber } = req.body as z.infer<typeof discussBody>;
    const result = await discussQuestion(rt, req.user!, String(req.params.id), questionId, questionNumber);
    req.log.info({ sessionId: req.params.id, questionId: result.questionId, discusses: questionId, created: result.created }, 'discussion round started');
    res.status(202).json({ questionId: result.questionId, questionNumber: result.questionNumber, created: result.created });
  });

  r.get('/:id/messages', ...owner, async (req, res) => {
    res.json(await loadLiveSession({ db: rt.db, drafts, config: rt.config }, req.user!, String(req.params.id)));
  });

  r.put('/:id/auto-advance', ...owner, validate(autoAdvanceBody), async (req, res) => {
    const session = await findOwnedSession(rt.db, req.user!, String(req.params.id));
    const { enabled, discussEach } = req.body as z.infer<typeof autoAdvanceBody>;
    const next = discussEach ?? session.discuss_each;
    await rt.db.updateTable('sessions').set({ auto_advance: enabled, discuss_each: next, updated_at: new Date() }).where('id', '=', session.id).execute();
    res.json({ autoAdvance: enabled, discussEach: next });
  });

  return r;
}
