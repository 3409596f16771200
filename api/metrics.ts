import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { QUEUE_NAMES } from '../core/config.js';
import { sql } from 'kysely';
import { readOutcomes } from '../core/queues/outcomes.js';
import type { Runtime } from '../core/runtime.js';

export interface ApiMetrics {
  registry: Registry;
  httpMiddleware: RequestHandler;
  socketConnections: Gauge;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * Per-app registry (tests run several apps in one process). Queue figures and LLM usage are read at
 * scrape time from BullMQ, Redis and Postgres, which every process shares, so any api process reports
 * the whole system and worker processes need no metrics port of their own.
 */
export function createMetrics({ queues, db, redis, config }: Pick<Runtime, 'queues' | 'db' | 'redis' | 'config'>): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const httpTotal = new Counter({ name: 'http_requests_total', help: 'HTTP requests', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const socketConnections = new Gauge({ name: 'socketio_connections', help: 'Open Socket.IO connections', registers: [registry] });
  new Gauge({
    name: 'bullmq_jobs',
    help: 'Jobs per queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      await Promise.all(
        QUEUE_NAMES.map(async (name) => {
          const counts = await queues.get(name).getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
          for (const [state, n] of Object.entries(counts)) this.set({ queue: name, state }, n);
        }),
      );
    },
  });
  new Gauge({
    name: 'bullmq_job_duration_seconds',
    help: 'Processing time of the last 100 completed jobs per queue',
    labelNames: ['queue', 'quantile'],
    registers: [registry],
    async collect() {
      await Promise.all(
        QUEUE_NAMES.map(async (name) => {
          const done = await queues.get(name).getJobs(['completed'], 0, 99);
          const durations = done
            .filter((j) => j.finishedOn && j.processedOn)
            .map((j) => (j.finishedOn! - j.processedOn!) / 1000)
            .sort((a, b) => a - b);
          if (!durations.length) return;
          for (const q of [0.5, 0.95, 0.99]) this.set({ queue: name, quantile: String(q) }, quantile(durations, q));
        }),
      );
    },
  });
  new Counter({
    name: 'jobs_outcomes_total',
    help: 'Job runs by how they ended: done, skipped (no work was needed), retry (will run again), failed (for good)',
    labelNames: ['queue', 'job', 'outcome'],
    registers: [registry],
    // The workers count in Redis (core/queues/outcomes.ts); the totals are copied in at each scrape.
    async collect() {
      const counts = await readOutcomes(redis, config.QUEUE_PREFIX);
      this.reset();
      for (const { count, ...labels } of counts) this.inc(labels, count);
    },
  });
  new Gauge({
    name: 'llm_tokens_total',
    help: 'LLM tokens used by avatar replies, per provider and direction',
    labelNames: ['provider', 'direction'],
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('avatar_responses')
        .select(['provider', (eb) => eb.fn.sum<number>('tokens_in').as('input'), (eb) => eb.fn.sum<number>('tokens_out').as('output')])
        .where('provider', 'is not', null)
        .groupBy('provider')
        .execute();
      for (const r of rows) {
        this.set({ provider: r.provider!, direction: 'input' }, Number(r.input));
        this.set({ provider: r.provider!, direction: 'output' }, Number(r.output));
      }
    },
  });
  new Gauge({
    name: 'llm_reply_latency_seconds',
    help: 'Avatar reply latency over the last hour, per provider',
    labelNames: ['provider', 'quantile'],
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('avatar_responses')
        .select([
          'provider',
          sql<number>`percentile_cont(0.5) within group (order by latency_ms)`.as('p50'),
          sql<number>`percentile_cont(0.95) within group (order by latency_ms)`.as('p95'),
        ])
        .where('provider', 'is not', null)
        .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
        .groupBy('provider')
        .execute();
      for (const r of rows) {
        this.set({ provider: r.provider!, quantile: '0.5' }, Number(r.p50) / 1000);
        this.set({ provider: r.provider!, quantile: '0.95' }, Number(r.p95) / 1000);
      }
    },
  });
  const httpMiddleware: RequestHandler = (req, res, next) => {
    const end = httpDuration.startTimer();
    // The matched route pattern, not the raw path, keeps label cardinality bounded; it is read when
    // the router assigns req.route, because by the time an error response finishes the routers have
    // restored req.baseUrl and the mount prefix is lost ("/:id" of sessions and of reports collide).
    let route: unknown;
    let label: string | undefined;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => route,
      set: (value: { path?: unknown } | undefined) => {
        route = value;
        if (value?.path !== undefined) label = `${req.baseUrl}${String(value.path)}`;
      },
    });
    res.on('finish', () => {
      const labels = { method: req.method, route: label ?? (req.originalUrl.startsWith('/api') ? 'unmatched' : 'static'), status: String(res.statusCode) };
      end(labels);
      httpTotal.inc(labels);
    });
    next();
  };
  return { registry, httpMiddleware, socketConnections };
}
