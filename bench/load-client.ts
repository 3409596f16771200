// The load test's simulated users, in a process of their own: each signs in over HTTP, opens a
// Socket.IO connection, sets up a 4-avatar session and asks its 5 questions, timing each round from
// the POST to the last reply:done. Prints one JSON line with the results.
import { readFileSync } from 'node:fs';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../core/events.js';

const url = process.env.LOAD_URL!;
const users = JSON.parse(process.env.LOAD_USERS!) as string[];
const password = process.env.LOAD_PASSWORD!;
const QUESTIONS = [
  'What is your first impression of this concept?',
  'Which features would you value most?',
  'What concerns or hesitations would you have?',
  'How would this fit into your daily routine?',
  'What would convince you to purchase it?',
];
const ROUND_TIMEOUT_MS = 120_000;

class Http {
  private jar = new Map<string, string>();
  private csrf = '';
  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  }
  cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (method !== 'GET' && !this.csrf) this.csrf = (await this.call<{ token: string }>('GET', '/api/auth/csrf')).token;
    const res = await fetch(url + path, {
      method,
      headers: { 'content-type': 'application/json', cookie: this.cookie(), ...(method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keep(res);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    const parsed = text ? JSON.parse(text) : {};
    if (parsed.csrfToken) this.csrf = parsed.csrfToken;
    return parsed as T;
  }
}

interface UserResult {
  rounds: number[];
  replies: number;
  errors: string[];
  completed: boolean;
}

async function runUser(email: string, index: number): Promise<UserResult> {
  const result: UserResult = { rounds: [], replies: 0, errors: [], completed: false };
  const http = new Http();
  let socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
  try {
    await http.call('POST', '/api/auth/login', { email, password });
    const draft = await http.call<{ id: string }>('POST', '/api/sessions', {
      title: `Load session ${index}`,
      productIdea: 'A subscription box of locally roasted coffee with tasting notes and brewing guides.',
    });
    const started = await http.call<{ avatarDetails?: unknown[]; selectedAvatars?: string[] }>('POST', `/api/sessions/${draft.id}/start`, {});
    const participants = started.selectedAvatars?.length ?? 4;
    socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie: http.cookie() } });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    const joined = await socket.emitWithAck('session:join', { sessionId: draft.id });
    if (!joined.ok) throw new Error(`join refused: ${joined.error}`);
    const finished = new Map<string, number>();
    const waiters = new Map<string, () => void>();
    const onReply = (questionId: string) => {
      finished.set(questionId, (finished.get(questionId) ?? 0) + 1);
      if ((finished.get(questionId) ?? 0) >= participants) waiters.get(questionId)?.();
    };
    socket.on('reply:done', (p) => {
      result.replies++;
      onReply(p.message.questionId);
    });
    socket.on('reply:skipped', (p) => {
      result.errors.push('reply skipped');
      onReply(p.questionId);
    });
    for (const [i, text] of QUESTIONS.entries()) {
      const t0 = performance.now();
      const { questionId } = await http.call<{ questionId: string }>('POST', `/api/sessions/${draft.id}/questions`, { text, questionNumber: i + 1 });
      await new Promise<void>((resolve, reject) => {
        if ((finished.get(questionId) ?? 0) >= participants) return resolve();
        const timer = setTimeout(() => reject(new Error(`round ${i + 1} timed out`)), ROUND_TIMEOUT_MS);
        waiters.set(questionId, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      result.rounds.push(performance.now() - t0);
    }
    result.completed = true;
  } catch (e) {
    result.errors.push((e as Error).message);
  } finally {
    socket?.close();
  }
  return result;
}

const start = performance.now();
const results = await Promise.all(users.map((email, i) => runUser(email, i)));
const seconds = (performance.now() - start) / 1000;
process.stdout.write(
  `${JSON.stringify({
    seconds,
    completed: results.filter((r) => r.completed).length,
    replies: results.reduce((n, r) => n + r.replies, 0),
    rounds: results.flatMap((r) => r.rounds),
    errors: results.flatMap((r) => r.errors),
    // VmHWM: the peak resident set of this process over its life.
    peakRssMb: Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024,
  })}\n`,
);
process.exit(0);
