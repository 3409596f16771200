// The api process: Express + Socket.IO, serving the built web app.
import { loadConfigOrExit } from '../core/config.js';
import { loadEnvFile } from '../core/env-file.js';
import { createRuntime } from '../core/runtime.js';
import { createApp } from './app.js';

loadEnvFile();
const config = loadConfigOrExit();
const rt = createRuntime(config, 'api');
const app = createApp(rt);
const port = await app.listen(config.PORT, config.HOST);
rt.logger.info({ port }, `api listening on ${config.APP_URL}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  rt.logger.info({ signal }, 'api stopping: no new connections, finishing requests');
  const timer = setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  await app.close();
  await rt.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// A closed terminal: finish like Ctrl-C rather than dying mid-request.
process.on('SIGHUP', () => void shutdown('SIGHUP'));
