import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { DATABASE_URL: 'postgres://u@localhost/db', REDIS_URL: 'redis://localhost:6379', SESSION_SECRET: 'a-long-enough-secret' };
const dev = { ...base, NODE_ENV: 'development' };

describe('loadConfig', () => {
  it('applies defaults and picks the offline provider without an OpenAI key', () => {
    const c = loadConfig(base);
    expect(c.PORT).toBe(3000);
    expect(c.LLM_PROVIDER).toBe('offline');
    expect(c.WORKER_QUEUES).toEqual(['avatar-reply', 'report', 'pdf', 'avatar-batch', 'notify', 'maintenance']);
    expect(c.APP_URL).toBe('http://localhost:3000');
  });

  it('is production unless told otherwise, with the dev mailbox off', () => {
    const c = loadConfig(base);
    expect(c.NODE_ENV).toBe('production');
    expect(c.DEV_MAILBOX).toBe(false);
  });

  it('refuses development settings with a public APP_URL', () => {
    expect(() => loadConfig({ ...dev, APP_URL: 'https://focus.example.com' })).toThrow(/APP_URL: is not a loopback address/);
    expect(() => loadConfig({ ...base, DEV_MAILBOX: '1', APP_URL: 'https://focus.example.com' })).toThrow(/DEV_MAILBOX: is not allowed in production/);
    expect(loadConfig({ ...dev, DEV_MAILBOX: '1', APP_URL: 'http://127.0.0.1:4000' }).DEV_MAILBOX).toBe(true);
    expect(loadConfig({ ...base, APP_URL: 'https://focus.example.com' }).APP_URL).toBe('https://focus.example.com');
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty', REDIS_URL: 'http://nope', WORKER_QUEUES: 'pdf,bogus' })).toThrow(
      /PORT[\s\S]*REDIS_URL: must be a redis:\/\/ URL[\s\S]*WORKER_QUEUES: unknown queue "bogus"/,
    );
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ ...base, SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET: is required in production/);
  });

  it('reads a queue subset and concurrency for one worker process', () => {
    const c = loadConfig({ ...base, WORKER_QUEUES: 'avatar-reply, pdf', PDF_CONCURRENCY: '3' });
    expect(c.WORKER_QUEUES).toEqual(['avatar-reply', 'pdf']);
    expect(c.PDF_CONCURRENCY).toBe(3);
  });
});
