// One live-session stack for the benchmark: an in-process api (Express + Socket.IO), one real worker
// process for the avatar-reply queue, a signed-in user and a Socket.IO client that times reply:done.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { createApp, type ApiApp } from '../api/app.js';
import { generatePersona } from '../core/avatars/generator.js';
import { loadConfig } from '../core/config.js';
import type { ClientToServerEvents, ServerToClientEvents } from '../core/events.js';
import { hashPassword } from '../core/passwords.js';
import { createRuntime, type Runtime } from '../core/runtime.js';
import { avatarDetail } from '../core/sessions/snapshot.js';
import type { Avatar } from '../db/types.js';
import { requireEnv } from './harness.js';

const PASSWORD = 'bench-password-1';

export interface LiveStack {
  rt: Runtime;
  /** A started session owned by the bench user with the first `size` avatars of the pool. */
  newSession(size: number): Promise<string>;
  /** POST /api/sessions/:id/questions as the browser does; resolves with the question id. */
  ask(sessionId: string, text: string): Promise<string>;
  /** Resolves with performance.now() when `count` replies of the question have been announced. */
  repliesDone(questionId: string, count: number): Promise<number>;
  close(): Promise<void>;
}

async function startWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'workers/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  worker.stdout!.on('data', (d) => (output += d));
  worker.stderr!.on('data', (d) => (output += d));
  const started = Date.now();
  while (!output.includes('worker started')) {
    if (worker.exitCode !== null || Date.now() - started > 60_000) throw new Error(`worker did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return worker;
}

/** Cookie-keeping login: CSRF token, then POST /api/auth/login. */
async function signIn(url: string, email: string): Promise<{ cookie: string; csrf: string }> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const first = await fetch(`${url}/api/auth/csrf`);
  keep(first);
  const { token } = (await first.json()) as { token: string };
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookie() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  keep(login);
  const body = (await login.json()) as { csrfToken?: string };
  if (login.status !== 200) throw new Error(`bench sign-in failed: ${login.status}`);
  return { cookie: cookie(), csrf: body.csrfToken ?? token };
}

export async function startLiveStack(databaseUrl: string, extraEnv: Record<string, string>): Promise<LiveStack> {
  const env = {
    ...process.env,
    // Not production: its login cookie is Secure, which express-session will not set over plain http.
    NODE_ENV: 'test',
    SESSION_SECRET: 'bench-session-secret-0123456789',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    REDIS_URL: requireEnv('REDIS_URL'),
    QUEUE_PREFIX: `blive${randomBytes(4).toString('hex')}`,
    LLM_PROVIDER: 'offline',
    OFFLINE_LLM_DELAY_MS: '0',
    WORKER_QUEUES: 'avatar-reply',
    PORT: '0',
    ...extraEnv,
  };
  const rt = createRuntime(loadConfig({ ...env, LOG_LEVEL: 'warn' }), 'api');
  const app: ApiApp = createApp(rt);
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const worker = await startWorker(env);
  try {
    return await connectStack(rt, app, url, worker);
  } catch (err) {
    // A failed setup must not leave the worker process running on its own.
    worker.kill('SIGKILL');
    await app.close();
    await rt.close();
    throw err;
  }
}

async function connectStack(rt: Runtime, app: ApiApp, url: string, worker: ChildProcess): Promise<LiveStack> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const user = await rt.db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword(PASSWORD), email_verified_at: new Date(), subscription_level: 'pro' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pool: Avatar[] = await rt.db
    .insertInto('avatars')
    .values(Array.from({ length: 15 }, (_, i) => generatePersona(`bench-live-${i}`)))
    .returningAll()
    .execute();
  const { cookie, csrf } = await signIn(url, email);

  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  // Arrival time of each reply:done per question, so a wait registered late still gets the true time.
  const done = new Map<string, { times: number[]; waiters: { count: number; resolve(t: number): void }[] }>();
  socket.on('reply:done', ({ message }) => {
    const entry = done.get(message.questionId) ?? { times: [], waiters: [] };
    entry.times.push(performance.now());
    done.set(message.questionId, entry);
    entry.waiters = entry.waiters.filter((w) => (w.count <= entry.times.length ? (w.resolve(entry.times[w.count - 1]!), false) : true));
  });

  return {
    rt,
    async newSession(size) {
      const group = pool.slice(0, size);
      const questions = Array.from({ length: 20 }, (_, i) => `Question ${i + 1}?`);
      const s = await rt.db
        .insertInto('sessions')
        .values({
          user_id: user.id,
          title: 'MealMate',
          product_idea: 'A weekly meal-kit subscription for busy parents with 15-minute recipes.',
          target_audience: 'Working parents',
          key_questions: JSON.stringify(questions),
          selected_avatars: group.map((a) => a.id),
          avatar_details: JSON.stringify(group.map(avatarDetail)),
          status: 'active',
          total_questions: questions.length,
          started_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const joined = await new Promise<{ ok: boolean }>((resolve) => socket.emit('session:join', { sessionId: s.id }, resolve));
      if (!joined.ok) throw new Error('bench socket could not join its session');
      return s.id;
    },
    async ask(sessionId, text) {
      const res = await fetch(`${url}/api/sessions/${sessionId}/questions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie },
        body: JSON.stringify({ text }),
      });
      if (res.status !== 202) throw new Error(`ask failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { questionId: string }).questionId;
    },
    repliesDone(questionId, count) {
      const entry = done.get(questionId) ?? { times: [], waiters: [] };
      done.set(questionId, entry);
      if (entry.times.length >= count) return Promise.resolve(entry.times[count - 1]!);
      return new Promise((resolve) => entry.waiters.push({ count, resolve }));
    },
    async close() {
      socket.close();
      worker.kill('SIGTERM');
      await new Promise((r) => (worker.exitCode !== null ? r(null) : worker.once('exit', r)));
      await rt.queues.get('avatar-reply').obliterate({ force: true });
      await app.close();
      await rt.close();
    },
  };
}
