// The worker process: runs the BullMQ processors of the queues in WORKER_QUEUES.
import { loadConfigOrExit } from '../core/config.js';
import { loadEnvFile } from '../core/env-file.js';
import { createRuntime } from '../core/runtime.js';
import { startWorkers } from './runtime.js';

loadEnvFile();
const config = loadConfigOrExit();
const rt = createRuntime(config, 'worker');
const pool = await startWorkers(rt);
rt.logger.info({ queues: config.WORKER_QUEUES }, 'worker started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  rt.logger.info({ signal }, 'worker stopping: finishing running jobs');
  const timer = setTimeout(() => {
    rt.logger.warn('shutdown timeout reached; exiting with jobs still running (they will be retried)');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  await pool.close();
  await rt.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// A closed terminal: finish running jobs like Ctrl-C rather than dying mid-job.
process.on('SIGHUP', () => void shutdown('SIGHUP'));
