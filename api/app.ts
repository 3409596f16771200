import { existsSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import path from 'node:path';
import { RedisStore } from 'connect-redis';
import { csrfSync } from 'csrf-sync';
import express, { type RequestHandler } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import type { Runtime } from '../core/runtime.js';
import { httpLogger } from './http-logger.js';
import { createPassport, resolveImpersonation } from './middleware/auth.js';
import { errorHandler, notFoundApi } from './middleware/errors.js';
import { createLoginLimiter } from './middleware/rate-limit.js';
import { rejectInvalidText } from './middleware/text-guard.js';
import { createMetrics } from './metrics.js';
import { createRealtime, type IoServer } from './realtime.js';
import { deviceCookies } from './device-cookie.js';
import { loginSessions } from './login-sessions.js';
import { apiTokenAuth, refuseApiToken, unlessApiToken } from './middleware/api-token.js';
import { apiDocsRoutes } from './routes/api-docs.js';
import { apiTokenRoutes } from './routes/api-tokens.js';
import { authRoutes } from './routes/auth.js';
import { devMailboxRoutes } from './routes/dev-mailbox.js';
import { fileRoutes } from './routes/files.js';
import { healthRoutes } from './routes/health.js';
import { planRoutes } from './routes/plans.js';
import { adminRoutes } from './routes/admin.js';
import { QUEUE_BOARD_PATH, queueBoard } from './queue-board.js';
import { profileRoutes } from './routes/profile.js';
import { billingRoutes } from './routes/billing.js';
import { stripeWebhookRoutes } from './routes/billing-webhook.js';
import { creditRoutes } from './routes/credits.js';
import { sessionChatRoutes } from './routes/session-chat.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { reportRoutes } from './routes/reports.js';
import { sessionResultRoutes } from './routes/session-results.js';
import { avatarRoutes } from './routes/avatars.js';
import { expandRoutes } from './routes/expand.js';
import { sessionRoutes } from './routes/sessions.js';

export interface ApiApp {
  http: HttpServer;
  /** The Express app itself (its router lists the routes, which the fuzz tests read). */
  express: express.Express;
  io: IoServer;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

const LOGIN_COOKIE = 'fg.sid';

export function createApp(rt: Runtime): ApiApp {
  const { config } = rt;
  const app = express();
  const metrics = createMetrics(rt);
  app.disable('x-powered-by');
  if (config.TRUST_PROXY) app.set('trust proxy', 1);

  app.use(httpLogger(rt.logger));
  app.use(metrics.httpMiddleware);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Stripe.js (top-ups) loads from Stripe and frames its card fields.
          'script-src': ["'self'", 'https://js.stripe.com'],
          'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
          'connect-src': ["'self'", 'https://api.stripe.com'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'upgrade-insecure-requests': config.NODE_ENV === 'production' ? [] : null,
        },
      },
      strictTransportSecurity: config.NODE_ENV === 'production',
    }),
  );

  app.use(healthRoutes(rt, metrics));

  const loginSession = session({
    name: LOGIN_COOKIE,
    store: new RedisStore({ client: rt.redis, prefix: `${config.QUEUE_PREFIX}:login:` }),
    secret: config.SESSION_SECRET_EFFECTIVE,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production',
      maxAge: 14 * 24 * 3600_000,
    },
  });
  const passport = createPassport(rt.db);
  const logins = loginSessions(rt.redis, config.QUEUE_PREFIX, rt.emitter);
  const authChain: RequestHandler[] = [loginSession, passport.initialize(), passport.session(), resolveImpersonation(rt.db)];

  const { csrfSynchronisedProtection, generateToken } = csrfSync({
    getTokenFromRequest: (req) => req.headers['x-csrf-token'] as string | undefined,
    errorConfig: { statusCode: 403, code: 'EBADCSRFTOKEN', message: 'invalid csrf token' },
  });

  app.use('/files', fileRoutes(rt));
  // Off, /dev is a plain 404 rather than the web app's shell (which answers every other path).
  app.use('/dev', config.DEV_MAILBOX ? devMailboxRoutes(rt) : notFoundApi);

  // Ahead of the JSON parser (the Stripe signature covers the raw bytes) and outside the CSRF check
  // (Stripe authenticates with that signature, not a cookie).
  app.use(apiDocsRoutes());
  app.use(stripeWebhookRoutes(rt));
  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(rejectInvalidText);
  api.use(apiTokenAuth({ db: rt.db, redis: rt.redis, prefix: config.QUEUE_PREFIX, perMinute: config.API_TOKEN_REQUESTS_PER_MINUTE }));
  api.use(...unlessApiToken([...authChain, csrfSynchronisedProtection]));
  // Signing in and out, and the admin area, stay with the browser's login session.
  api.use(['/auth', '/admin'], refuseApiToken);
  const limiter = createLoginLimiter(rt.redis, config.QUEUE_PREFIX, config.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT, config.LOGIN_MAX_ATTEMPTS_PER_IP);
  const devices = deviceCookies(config.SESSION_SECRET_EFFECTIVE, config.NODE_ENV === 'production');
  api.use('/auth', authRoutes({ rt, passport, limiter, devices, sessions: logins, csrfToken: generateToken }));
  api.use('/tokens', apiTokenRoutes(rt));
  api.use('/profile', profileRoutes(rt));
  api.use('/plans', planRoutes(rt));
  api.use('/credits', creditRoutes(rt));
  api.use('/billing', billingRoutes(rt));
  api.use('/avatars', avatarRoutes(rt));
  api.use('/expand', expandRoutes(rt));
  api.use('/sessions', sessionRoutes(rt));
  // The live chat of a session; the sessions router (drafts, start, delete) shares the prefix.
  api.use('/sessions', sessionChatRoutes(rt));
  api.use('/sessions', sessionResultRoutes(rt));
  api.use('/reports', reportRoutes(rt));
  api.use('/dashboard', dashboardRoutes(rt));
  api.use('/admin', adminRoutes(rt));
  api.use(notFoundApi);
  app.use('/api', api);
  // Before the web app's catch-all, which would otherwise answer /admin/queues with the SPA shell.
  app.use(QUEUE_BOARD_PATH, ...queueBoard(rt, authChain));

  const webDist = path.resolve(config.WEB_DIST_DIR);
  if (existsSync(path.join(webDist, 'index.html'))) {
    // Source maps are for operators (they sit next to the build), not for browsers.
    app.use((req, res, next) => (req.path.endsWith('.map') ? res.sendStatus(404) : next()));
    app.use(express.static(webDist, { index: false, maxAge: '1h' }));
    // Client-side routes: every other GET gets the app shell.
    app.get('/{*path}', (_req, res) => res.sendFile(path.join(webDist, 'index.html')));
  }
  app.use(errorHandler);

  const http = createServer(app);
  const realtime = createRealtime(rt, http, authChain, metrics);

  return {
    http,
    express: app,
    io: realtime.io,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, host, () => {
          const addr = http.address();
          resolve(typeof addr === 'object' && addr ? addr.port : port);
        });
      });
    },
    async close() {
      await realtime.close();
      if (http.listening) await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
