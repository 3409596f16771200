/** Polls `check` until it returns a truthy value or the time runs out. */
export async function waitFor<T>(check: () => Promise<T> | T, opts: { timeout?: number; interval?: number; what?: string } = {}): Promise<NonNullable<T>> {
  const until = Date.now() + (opts.timeout ?? 10_000);
  let last: unknown;
  while (Date.now() < until) {
    try {
      const v = await check();
      if (v) return v as NonNullable<T>;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, opts.interval ?? 50));
  }
  throw new Error(`timed out waiting for ${opts.what ?? 'condition'}${last ? `: ${String(last)}` : ''}`);
}
