import type { Router } from 'express';
import { replyDrafts } from '../../core/chat/drafts.js';
import { findOwnedSession, loadLiveSession } from '../../core/chat/live-session.js';
import { askQuestion, discussQuestion } from '../../core/chat/questions.js';
import { chatRoutes as routes } from '../../core/chat/routes.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

/**
 * The live group chat of one session: asking questions, reading the transcript with the state of the
 * replies still being written, and the Auto-Advance switch. Mounted at /api/sessions beside the
 * sessions router (drafts, start, delete).
 */
export function sessionChatRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/sessions');
  const drafts = replyDrafts(rt.redis, rt.config.QUEUE_PREFIX);

  add(routes.ask, async ({ params, body }, req) => {
    const result = await askQuestion(rt, req.user!, params.id, body);
    // The reply jobs are `reply_{questionId}_{avatarId}`: this line links the request to its jobs.
    req.log.info({ sessionId: params.id, questionId: result.questionId, created: result.created }, 'question asked');
    return { questionId: result.questionId, questionNumber: result.questionNumber, created: result.created };
  });

  add(routes.discuss, async ({ params, body }, req) => {
    const result = await discussQuestion(rt, req.user!, params.id, params.questionId, body.questionNumber);
    req.log.info({ sessionId: params.id, questionId: result.questionId, discusses: params.questionId, created: result.created }, 'discussion round started');
    return { questionId: result.questionId, questionNumber: result.questionNumber, created: result.created };
  });

  add(routes.messages, async ({ params }, req) => loadLiveSession({ db: rt.db, drafts, config: rt.config }, req.user!, params.id));

  add(routes.autoAdvance, async ({ params, body }, req) => {
    const session = await findOwnedSession(rt.db, req.user!, params.id);
    const discussEach = body.discussEach ?? session.discuss_each;
    await rt.db.updateTable('sessions').set({ auto_advance: body.enabled, discuss_each: discussEach, updated_at: new Date() }).where('id', '=', session.id).execute();
    return { autoAdvance: body.enabled, discussEach };
  });

  return router;
}
