/**
 * Text that Postgres, logs and other systems cannot hold safely: NUL and the other C0 control
 * characters (tab, line feed and carriage return are ordinary text), and UTF-16 surrogates without
 * their pair (JSON's "\ud800" escapes produce them; they are not Unicode text).
 */
const INVALID_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isValidText = (s: string): boolean => !INVALID_TEXT.test(s);

/** Deeper than any form we accept; bounds the walk below and refuses pathological JSON. */
const MAX_DEPTH = 32;

export type TextProblem = { field: string; reason: 'invalid_text' | 'too_deep' };

/**
 * The first string (value or object key) in `value` that is not valid text, with its dotted path
 * (`profile.name`, `tags.2`), or undefined when all of it is.
 */
export function findInvalidText(value: unknown, path = '', depth = 0): TextProblem | undefined {
  if (typeof value === 'string') return isValidText(value) ? undefined : { field: path || '(value)', reason: 'invalid_text' };
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return { field: path || '(value)', reason: 'too_deep' };
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (!isValidText(key)) return { field: path ? `${path}.(key)` : '(key)', reason: 'invalid_text' };
    const problem = findInvalidText(child, childPath, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
