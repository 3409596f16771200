import { z } from 'zod';
import { QUEUE_NAMES, type QueueName } from './queues/names.js';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const concurrency = (fallback: number) => z.coerce.number().int().min(1).max(500).default(fallback);

export { QUEUE_NAMES, type QueueName };

/** localhost, 127.0.0.0/8 or ::1: a host only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || h === '::ffff:127.0.0.1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

// The model settings, also read alone by tools that only call the model (npm run code-answers).
const llmFields = {
  LLM_PROVIDER: z.enum(['offline', 'openai']).optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  // Which coder reads the answers for reports: auto = the LLM coder when a real provider is configured.
  INSIGHT_CODER: z.enum(['auto', 'rules', 'llm']).default('auto'),
  // Sampling of avatar replies; each reply also sends its session's seed, so a rerun can read the same.
  LLM_TEMPERATURE: z.coerce.number().min(0).max(2).default(0.9),
  LLM_TOP_P: z.coerce.number().gt(0).max(1).default(1),
  LLM_REPLY_CACHE_TTL_S: z.coerce
    .number()
    .int()
    .min(0)
    .default(7 * 24 * 3600),
  // Off for a server that refuses OpenAI's `seed` parameter (npm run llm:check says so).
  LLM_SEND_SEED: bool.default(true),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  LLM_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).default(0),
  OFFLINE_LLM_DELAY_MS: z.coerce.number().int().min(0).default(35),
  // A fixed wait before the first offline word, to simulate a remote model's latency (benchmarks, demos).
  OFFLINE_LLM_LATENCY_MS: z.coerce.number().int().min(0).default(0),
};

const withProvider = <T extends { LLM_PROVIDER?: 'offline' | 'openai'; OPENAI_API_KEY?: string }>(c: T) => ({
  ...c,
  LLM_PROVIDER: c.LLM_PROVIDER ?? (c.OPENAI_API_KEY ? ('openai' as const) : ('offline' as const)),
});

const schema = z
  .object({
    // Production unless told otherwise: a deployment that forgets NODE_ENV gets the safe settings
    // (required secret, Secure cookies, no dev mailbox); `npm start` and the tests opt out explicitly.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: optionalUrl,
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
    QUEUE_PREFIX: z
      .string()
      .regex(/^[a-zA-Z0-9_-]+$/)
      .default('fg'),
    SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    TRUST_PROXY: bool.default(false),
    // The e-mail outbox at /dev/mailbox lists every reset link: only on when asked for, never in production.
    DEV_MAILBOX: bool.default(false),
    // Bearer token for GET /metrics; unset, /metrics answers loopback clients only.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STORAGE_DIR: z.string().default('.data/storage'),
    WEB_DIST_DIR: z.string().default('web/dist'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Focus Group <no-reply@focusgroup.local>'),
    NEW_USER_WEBHOOK_URL: optionalUrl,
    AFFILIATE_TRACKING_URL: optionalUrl,
    WEBHOOK_URL: optionalUrl,
    WEBHOOK_SIGNING_SECRET: z.string().default('dev-webhook-secret'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_URL: optionalUrl,
    ...llmFields,
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6).optional(),
    WORKER_QUEUES: z
      .string()
      .default(QUEUE_NAMES.join(','))
      .transform((v, ctx) => {
        const names = v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        for (const n of names) {
          if (!(QUEUE_NAMES as readonly string[]).includes(n)) {
            ctx.addIssue({ code: 'custom', message: `unknown queue "${n}" (known: ${QUEUE_NAMES.join(', ')})` });
          }
        }
        return names as QueueName[];
      }),
    AVATAR_REPLY_CONCURRENCY: concurrency(20),
    REPORT_CONCURRENCY: concurrency(2),
    PDF_CONCURRENCY: concurrency(2),
    AVATAR_BATCH_CONCURRENCY: concurrency(2),
    NOTIFY_CONCURRENCY: concurrency(10),
    MAINTENANCE_CONCURRENCY: concurrency(1),
    // How often the maintenance sweeper looks for recorded intents (questions) that lost their jobs.
    REPLY_SWEEP_EVERY_MS: z.coerce.number().int().min(1000).default(60_000),
    CREDIT_EXPIRY_EVERY_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(15 * 60 * 1000),
    // How often workers look for jobs whose worker died (lock expired); lower in tests for speed.
    WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(15_000),
    /** Overrides every queue's lock duration (tests use a short one to detect a killed worker fast). */
    WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(1000).optional(),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(50),
    /** Calls one personal API token may make per minute (scripts, CI). */
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  })
  .transform((c) => ({ ...withProvider(c), APP_URL: c.APP_URL ?? `http://localhost:${c.PORT}` }))
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (c.NODE_ENV === 'production' && c.DEV_MAILBOX) {
      ctx.addIssue({ code: 'custom', path: ['DEV_MAILBOX'], message: 'is not allowed in production (it publishes reset links)' });
    }
    // Development settings (a fixed session secret, plain cookies, the mailbox) are only safe on a
    // machine nobody else can reach, so they refuse to serve a public URL.
    const devSettings = c.NODE_ENV !== 'production' || c.DEV_MAILBOX;
    if (devSettings && !isLoopbackUrl(c.APP_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message: `is not a loopback address; set NODE_ENV=production for a public deployment (NODE_ENV=${c.NODE_ENV}${c.DEV_MAILBOX ? ', DEV_MAILBOX on' : ''})`,
      });
    }
  });

export type Config = z.infer<typeof schema> & { SESSION_SECRET_EFFECTIVE: string };

/** @public scripts/app-config.mjs loads this module through tsx at run time, which knip cannot follow. */
export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // Outside production a fixed development secret keeps logins across restarts; production must set one.
  return { ...c, SESSION_SECRET_EFFECTIVE: c.SESSION_SECRET ?? 'development-only-session-secret' };
}

/** Only the model settings: for a tool that calls the model and needs nothing else of the app. */
export function loadLlmConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = z.object(llmFields).safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  return withProvider(parsed.data);
}

/** For process entry points: prints the named bad values and exits instead of throwing. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}
