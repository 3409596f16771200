// The app's own configuration code (core/config.ts, core/env-file.ts), run by `npm start` before it
// starts anything. Loaded through tsx once dependencies are installed.

async function core(file) {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(`../core/${file}`, import.meta.url);
}

/** Loads `.env` from the current directory, the same way the api and worker entries do. */
export async function loadEnvFile() {
  (await core('env-file.ts')).loadEnvFile();
}

/**
 * Validates the environment the api and worker will get, so a bad value stops `npm start` in seconds,
 * before any server starts or any migration runs. Unset DATABASE_URL / REDIS_URL are fine: the local
 * servers started next provide them. Returns the error message, or null when the config is valid.
 */
export async function configError(env = process.env) {
  const { loadConfig, ConfigError } = await core('config.ts');
  try {
    loadConfig({ ...env, DATABASE_URL: env.DATABASE_URL || 'postgres://127.0.0.1/local', REDIS_URL: env.REDIS_URL || 'redis://127.0.0.1' });
    return null;
  } catch (e) {
    if (e instanceof ConfigError) return e.message;
    throw e;
  }
}
