// Waits for the api's /readyz (Postgres and Redis answer) before `npm start` says the product is up.

/** Resolves once `url` answers 200; rejects after `timeoutMs`; gives up quietly when `cancelled()`. */
export async function waitUntilReady(url, cancelled = () => false, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (!cancelled()) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the api did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
