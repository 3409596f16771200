// The layering of ARCHITECTURE.md, checked by `npm test` (scripts/hygiene.mjs) and by
// tests/hygiene/boundaries.test.ts on a fixture: web -> core (browser-safe modules only); api -> core, db;
// workers -> core, db; core -> db; db -> nothing of ours above it; no cycles.
const SERVER_PACKAGES =
  'express|express-session|passport|passport-local|socket\\.io|@socket\\.io/redis-adapter|@socket\\.io/redis-emitter|bullmq|ioredis|pg|kysely|pino|pino-http|helmet|multer|nodemailer|stripe|openai|playwright-core|prom-client|sharp|@node-rs/argon2|connect-redis|csrf-sync|rate-limiter-flexible|@bull-board/[^/]+';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Import cycles make load order matter.', from: {}, to: { circular: true } },
    {
      name: 'core-below-processes',
      severity: 'error',
      comment: 'core is the domain shared by api and workers: it never imports a process, the web app or the HTTP server.',
      from: { path: '^core/' },
      to: { path: ['^(api|workers|web|scripts|tests|e2e|bench)/', `^node_modules/(express|express-session|passport|passport-local|socket\\.io|multer|helmet|pino-http)/`] },
    },
    {
      name: 'db-at-the-bottom',
      severity: 'error',
      comment: 'db holds the client, types and migrations; it imports nothing of ours above it (seeds live in scripts/).',
      from: { path: '^db/' },
      to: { path: '^(api|workers|web|core|scripts|tests|e2e|bench)/' },
    },
    {
      name: 'api-not-workers',
      severity: 'error',
      comment: 'The api and the workers are separate processes that meet in core.',
      from: { path: '^api/' },
      to: { path: '^(workers|web|scripts|tests|e2e|bench)/' },
    },
    {
      name: 'workers-not-api',
      severity: 'error',
      from: { path: '^workers/' },
      to: { path: '^(api|web|scripts|tests|e2e|bench)/' },
    },
    {
      name: 'web-only-core',
      severity: 'error',
      comment: 'The browser imports the shared contracts from core and nothing of the server processes or db.',
      from: { path: '^web/' },
      to: { path: '^(api|workers|db|scripts|tests|e2e|bench)/' },
    },
    {
      name: 'web-browser-safe',
      severity: 'error',
      comment: 'Whatever the web app reaches, directly or through core, runs in a browser: no Node built-ins, no server packages.',
      from: { path: '^web/src/' },
      to: {
        reachable: true,
        path: [
          `^node_modules/(${SERVER_PACKAGES})/`,
          '^(node:)?(fs|path|crypto|os|child_process|net|http|https|stream|url|util|zlib|worker_threads|events|buffer|async_hooks|timers)(/|$)',
        ],
      },
    },
    {
      name: 'shell-not-screens',
      severity: 'error',
      comment: 'Shared components stay below the screen folders that use them.',
      from: { path: '^web/src/(components|api|stores|theme|realtime)/' },
      to: { path: '^web/src/(account|admin|auth|avatars|billing|dashboard|landing|legal|pricing|reports|session|wizard)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data)/' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] },
    builtInModules: { add: [] },
  },
};
