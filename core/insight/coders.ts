// Two coders behind one interface: the rules coder (the default, no LLM) and the LLM coder, used
// when a real provider is configured, which falls back to the rules coder answer by answer.
import type { LlmProvider } from '../llm/index.js';
import type { AnswerCode, CodeInput } from './codebook.js';
import { codeWithLlm, llmCoderId } from './llm-coder.js';
import { codeAnswer, RULES_CODER } from './rules-coder.js';

export interface CodeResult {
  code: AnswerCode;
  /** Who coded it, with the version: 'rules@1', 'llm:gpt-4o-mini@1'. */
  coder: string;
}

export interface Coder {
  readonly name: 'rules' | 'llm';
  /** The id its codes carry; a stored code with another id is coded again. */
  readonly id: string;
  /** Codes the answers in order; `onCoded` reports how many are done (for live progress). */
  code(inputs: CodeInput[], onCoded?: (done: number) => void): Promise<CodeResult[]>;
}

export const RULES_CODER_ID = `${RULES_CODER.name}@${RULES_CODER.version}`;
export const codeByRules = (input: CodeInput): CodeResult => ({ code: codeAnswer(input), coder: RULES_CODER_ID });

export const rulesCoder: Coder = {
  name: 'rules',
  id: RULES_CODER_ID,
  async code(inputs, onCoded) {
    const out = inputs.map(codeByRules);
    onCoded?.(out.length);
    return out;
  },
};

/** The LLM coder over a provider; a simulated provider has no model to read answers, so rules code. */
export function createCoder(llm: LlmProvider, which: 'auto' | 'rules' | 'llm' = 'auto'): Coder {
  if (which === 'rules' || (which === 'auto' && llm.simulated)) return rulesCoder;
  return { name: 'llm', id: llmCoderId(llm), code: (inputs, onCoded) => codeWithLlm(inputs, { llm, rules: codeByRules, onCoded }) };
}
