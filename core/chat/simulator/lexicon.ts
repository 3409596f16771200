// Reading another participant's answer: which way it leans, to agree or disagree with them by name.

const POSITIVE = /\b(love|great|excit|definitely|really like|appeal|useful|helpful|sign me up|would buy|would pay|impressed|promising|fantastic|perfect)\w*/gi;
const NEGATIVE = /\b(worr|expensive|not sure|skeptic|wouldn't|would not|concern|doubt|hesitan|pricey|overpriced|pass|unconvinced|risky|don't see)\w*/gi;

/** Whether an answer leans for (+1), against (-1) or neither (0). */
export function leaning(text: string): -1 | 0 | 1 {
  const pos = text.match(POSITIVE)?.length ?? 0;
  const neg = text.match(NEGATIVE)?.length ?? 0;
  return pos > neg ? 1 : neg > pos ? -1 : 0;
}
