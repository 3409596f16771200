// The one LLM interface the domain uses (ARCHITECTURE.md, "How a question travels"): complete and stream, two providers.

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmUsage {
  /** Prompt tokens: the provider's count, or an estimate (about 4 characters per token) offline. */
  input: number;
  output: number;
}

export interface LlmResult {
  text: string;
  usage: LlmUsage;
}

export interface LlmRequest {
  messages: LlmMessage[];
  maxTokens?: number;
  temperature?: number;
  topP?: number;
  /** Sent where the provider accepts one (OpenAI's `seed`): the same seed and prompt should read the same. */
  seed?: number;
  signal?: AbortSignal;
  /**
   * Structured output: the answer must be JSON matching this schema (OpenAI's `json_schema` response
   * format, strict). Callers still validate what comes back: not every compatible server enforces it.
   */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
  /**
   * How the offline provider answers this request. The offline provider cannot read a prompt, so the
   * caller that knows the task (an avatar reply, a field expansion) supplies a deterministic simulation
   * built from the same structured data the prompt was built from. Other providers ignore it.
   */
  simulate?: () => string;
}

export type DeltaHandler = (delta: string) => void | Promise<void>;

export interface LlmProvider {
  /** 'offline' or 'openai'; stored with every reply. */
  readonly name: string;
  readonly model: string;
  /** True when answers are simulated rather than written by a model (the interface labels them). */
  readonly simulated: boolean;
  complete(req: LlmRequest): Promise<LlmResult>;
  /** Streams the answer; `onDelta` is awaited for each piece, in order, before the next is read. */
  stream(req: LlmRequest, onDelta: DeltaHandler): Promise<LlmResult>;
}

/** What went wrong with a call, for a message that says what to fix (npm run llm:check). */
export type LlmFailure = 'unreachable' | 'timeout' | 'status' | 'aborted' | 'other';

/** The error a provider throws; `retryable` tells the job whether another attempt can help. */
export class LlmError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    readonly reason: LlmFailure = status === undefined ? 'other' : 'status',
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** About four characters per token: the usual rule of thumb for English text, used when no count exists. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export const estimateUsage = (messages: LlmMessage[], output: string): LlmUsage => ({
  input: messages.reduce((n, m) => n + estimateTokens(m.content) + 4, 0),
  output: estimateTokens(output),
});
