import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { DATABASE_URL: 'postgres://u@localhost/db', REDIS_URL: 'redis://localhost:6379' };

describe('loadConfig', () => {
  it('applies defaults and picks the offline provider without an OpenAI key', () => {
    const c = loadConfig(base);
    expect(c.PORT).toBe(3000);
    expect(c.LLM_PROVIDER).toBe('offline');
    expect(c.WORKER_QUEUES).toEqual(['avatar-reply', 'report', 'pdf', 'avatar-batch', 'notify', 'maintenance']);
    expect(c.APP_URL).toBe('http://localhost:3000');
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty', REDIS_URL: 'http://nope', WORKER_QUEUES: 'pdf,bogus' })).toThrow(
      /PORT[\s\S]*REDIS_URL: must be a redis:\/\/ URL[\s\S]*WORKER_QUEUES: unknown queue "bogus"/,
    );
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
  });

  it('reads a queue subset and concurrency for one worker process', () => {
    const c = loadConfig({ ...base, WORKER_QUEUES: 'avatar-reply, pdf', PDF_CONCURRENCY: '3' });
    expect(c.WORKER_QUEUES).toEqual(['avatar-reply', 'pdf']);
    expect(c.PDF_CONCURRENCY).toBe(3);
  });
});
