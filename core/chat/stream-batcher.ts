/**
 * Coalesces a model's token stream into at most one update per interval. A model sends 30-100 tokens
 * a second per reply; fifteen avatars streaming at once would otherwise be over a thousand socket
 * events a second to one browser (and as many draft writes). The first piece goes out at once, later
 * ones at most every `intervalMs`, and a pause in the stream never holds text back longer than that.
 */
export class StreamBatcher {
  private pending = '';
  private last = 0;
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private failed: unknown = null;

  constructor(
    private readonly intervalMs: number,
    private readonly send: (chunk: string) => Promise<void>,
  ) {}

  /** Adds a piece; resolves once any update it triggered is sent (so a slow sink slows the stream). */
  async push(piece: string): Promise<void> {
    if (this.failed) throw this.failed;
    this.pending += piece;
    const due = this.last + this.intervalMs - Date.now();
    if (due <= 0) return this.flush();
    this.timer ??= setTimeout(() => void this.flush().catch(() => {}), due);
  }

  /** Sends whatever is buffered; call once at the end of the stream. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.chain = this.chain.then(async () => {
      if (!this.pending) return;
      const chunk = this.pending;
      this.pending = '';
      this.last = Date.now();
      try {
        await this.send(chunk);
      } catch (err) {
        this.failed = err;
        throw err;
      }
    });
    return this.chain;
  }

  /** Stops a pending timed flush (the stream failed; nothing more should be sent). */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = '';
  }
}
