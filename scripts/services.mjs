// Local Postgres and Redis for `npm start` and `npm test`.
// Plain Node (no dependencies) because it runs before `npm install` may have happened.
// When DATABASE_URL / REDIS_URL are set they are used as they are; otherwise a private Postgres
// cluster and Redis server are started from the machine's binaries with their data under .data/,
// on their own ports so they never collide with a system instance.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { aptInstall, which } from './binaries.mjs';

// Read when the servers start, after `npm start` has loaded .env.
const pgPort = () => Number(process.env.LOCAL_PG_PORT || 55432);
const redisPort = () => Number(process.env.LOCAL_REDIS_PORT || 56379);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const SERVICES_HINT = 'or run `docker compose --profile services up -d` and set DATABASE_URL / REDIS_URL (see docker-compose.yml)';

function log(msg) {
  console.log(`[services] ${msg}`);
}

function pgBinDir() {
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    const versions = fs
      .readdirSync(base)
      .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(base, versions[0], 'bin');
  }
  const initdb = which('initdb');
  return initdb ? path.dirname(fs.realpathSync(initdb)) : null;
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// initdb and postgres refuse to run as root, so as root they run as the `postgres` user, which
// must be able to reach the data folder through every parent.
function asPgUser(cmd, args) {
  if (!isRoot) return [cmd, args];
  return ['runuser', ['-u', 'postgres', '--', cmd, ...args]];
}

function makeTraversable(dir) {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  let current = '/';
  for (const part of parts) {
    current = path.join(current, part);
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) {
      log(`granting traverse permission on ${current} so the postgres user can reach .data/`);
      fs.chmodSync(current, mode | 0o001);
    }
  }
}

async function startPostgres(dataRoot) {
  const PG_PORT = pgPort();
  let bin = pgBinDir();
  if (!bin) {
    aptInstall(['postgresql', 'postgresql-contrib'], 'PostgreSQL', SERVICES_HINT);
    bin = pgBinDir();
  }
  if (!bin) throw new Error('PostgreSQL binaries not found after install');
  const dir = path.join(dataRoot, 'pg');
  const url = `postgres://postgres@127.0.0.1:${PG_PORT}/focusgroup`;
  if (await portOpen(PG_PORT)) {
    log(`reusing Postgres already listening on ${PG_PORT}`);
    await ensureDatabase(bin, 'focusgroup');
    return { url, stop: () => {} };
  }
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.mkdirSync(dir, { recursive: true });
    if (isRoot) {
      makeTraversable(dataRoot);
      execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    }
    log('initialising a Postgres cluster in .data/pg');
    const [cmd, args] = asPgUser(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    execFileSync(cmd, args, { stdio: 'ignore' });
  } else if (isRoot) {
    makeTraversable(dataRoot);
  }
  const logFile = path.join(dataRoot, 'pg.log');
  if (isRoot && !fs.existsSync(logFile)) {
    fs.writeFileSync(logFile, '');
    execFileSync('chown', ['postgres:postgres', logFile]);
  }
  const options = `-p ${PG_PORT} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=300 -c fsync=${process.env.CI ? 'off' : 'on'}`;
  const [cmd, args] = asPgUser(path.join(bin, 'pg_ctl'), ['-D', dir, '-l', logFile, '-o', options, '-w', 'start']);
  execFileSync(cmd, args, { stdio: 'ignore' });
  await waitFor(() => portOpen(PG_PORT), 'Postgres');
  await ensureDatabase(bin, 'focusgroup');
  log(`Postgres started on 127.0.0.1:${PG_PORT}`);
  return {
    url,
    stop: () => {
      const [c, a] = asPgUser(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop']);
      spawnSync(c, a, { stdio: 'ignore' });
    },
  };
}

async function ensureDatabase(bin, name) {
  const PG_PORT = pgPort();
  const psql = path.join(bin, 'psql');
  const base = ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'postgres', '-d', 'postgres', '-tAc'];
  await waitFor(() => spawnSync(psql, [...base, 'select 1'], { encoding: 'utf8' }).status === 0, 'Postgres to accept connections');
  const exists = spawnSync(psql, [...base, `select 1 from pg_database where datname='${name}'`], { encoding: 'utf8' });
  if (exists.stdout.trim() !== '1') execFileSync(psql, [...base, `create database ${name}`], { stdio: 'ignore' });
}

async function startRedis(dataRoot) {
  const REDIS_PORT = redisPort();
  let server = which('redis-server');
  if (!server) {
    aptInstall(['redis-server'], 'Redis', SERVICES_HINT);
    server = which('redis-server');
  }
  const url = `redis://127.0.0.1:${REDIS_PORT}`;
  if (await portOpen(REDIS_PORT)) {
    log(`reusing Redis already listening on ${REDIS_PORT}`);
    return { url, stop: () => {} };
  }
  const dir = path.join(dataRoot, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  // AOF on: queued jobs survive a Redis restart (everysec trades at most a second of writes for speed).
  execFileSync(server, [
    '--port',
    String(REDIS_PORT),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
    '--save',
    '',
    '--maxmemory-policy',
    'noeviction',
    '--daemonize',
    'yes',
    '--pidfile',
    path.join(dir, 'redis.pid'),
    '--logfile',
    path.join(dataRoot, 'redis.log'),
  ]);
  await waitFor(() => portOpen(REDIS_PORT), 'Redis');
  log(`Redis started on 127.0.0.1:${REDIS_PORT}`);
  return {
    url,
    stop: () => {
      const pidFile = path.join(dir, 'redis.pid');
      if (fs.existsSync(pidFile)) {
        try {
          process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}

/** Makes DATABASE_URL and REDIS_URL point at a running server; returns a stop() for what it started. */
export async function ensureServices(root) {
  const dataRoot = process.env.LOCAL_DATA_DIR ? path.resolve(process.env.LOCAL_DATA_DIR) : path.join(root, '.data');
  fs.mkdirSync(dataRoot, { recursive: true });
  const stops = [];
  if (!process.env.DATABASE_URL) {
    const pg = await startPostgres(dataRoot);
    process.env.DATABASE_URL = pg.url;
    stops.push(pg.stop);
  }
  if (!process.env.REDIS_URL) {
    const redis = await startRedis(dataRoot);
    process.env.REDIS_URL = redis.url;
    stops.push(redis.stop);
  }
  return () => stops.forEach((stop) => stop());
}

export function ensureDependencies(root) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs - 1000) return;
  log('installing dependencies (npm ci)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}

export function run(cmd, args, opts = {}) {
  execFileSync(cmd, args, { stdio: 'inherit', ...opts });
}

/** The repository root; the entry scripts run from it. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A binary installed by npm. */
export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** The bootstrap every entry script starts with: cd to the root, dependencies, Postgres and Redis. */
export async function bootstrap() {
  process.chdir(ROOT);
  ensureDependencies(ROOT);
  return ensureServices(ROOT);
}

/** Bootstraps, runs `task` for its exit status, stops the services it started and exits with it. */
export async function runWithServices(task) {
  const stopServices = await bootstrap();
  let status = 1;
  try {
    status = await task();
  } finally {
    stopServices();
  }
  process.exit(status);
}
