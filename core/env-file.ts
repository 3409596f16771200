import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Loads `.env` (when present) into the environment with Node's own parser, the one behind
 * `node --env-file`. Variables already set win over the file, as with --env-file. An empty value
 * (`SMTP_URL=`, as copied from .env.example) counts as unset: the config would otherwise reject it
 * (SESSION_SECRET must be 16 characters) or read it as configured.
 */
export function loadEnvFile(file = '.env', env: NodeJS.ProcessEnv = process.env): void {
  if (!existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (value && env[name] === undefined) env[name] = value;
  }
}
