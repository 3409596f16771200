import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** `destination` defaults to stdout; tests pass a stream to read the lines. */
export function createLogger(level: string, bindings: Record<string, unknown> = {}, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { pid: process.pid, ...bindings },
    // Anything that would let a reader of the logs sign in as someone: cookies both ways, bearer and
    // CSRF tokens, passwords. (Tokens in URLs are masked by api/http-logger.ts.)
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]', 'password', '*.password'],
      remove: true,
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
