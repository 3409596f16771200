// Reading another participant's answer in a discussion round: its topic and which way it leans.

export type Topic = 'price' | 'time' | 'ease' | 'trust' | 'quality' | 'family' | 'habit';

const TOPICS: [Topic, RegExp][] = [
  ['price', /price|cost|expensive|cheap|afford|budget|money|subscription|pay/i],
  ['time', /time|busy|quick|minutes|hours|schedule|faster/i],
  ['ease', /set ?up|learn|complicated|easy|simple|app|confusing|intuitive/i],
  ['trust', /privacy|data|trust|secure|reviews|brand|scam/i],
  ['quality', /quality|last|durable|well made|reliab|works/i],
  ['family', /kids|family|partner|children|household/i],
  ['habit', /routine|habit|every day|daily|morning|evening/i],
];

export const TOPIC_PHRASE: Record<Topic, string> = {
  price: 'the price',
  time: 'how much time it would really save',
  ease: 'how easy it would be to get started',
  trust: 'whether the company can be trusted',
  quality: 'whether it actually holds up',
  family: 'how it works for the people around me',
  habit: 'whether it sticks as a habit',
};

export function topicOf(text: string): Topic | null {
  for (const [topic, re] of TOPICS) if (re.test(text)) return topic;
  return null;
}

const POSITIVE = /\b(love|great|excit|definitely|really like|appeal|useful|helpful|sign me up|would buy|would pay|impressed|promising|fantastic|perfect)\w*/gi;
const NEGATIVE = /\b(worr|expensive|not sure|skeptic|wouldn't|would not|concern|doubt|hesitan|pricey|overpriced|pass|unconvinced|risky|don't see)\w*/gi;

/** Whether an answer leans for (+1), against (-1) or neither (0). */
export function leaning(text: string): -1 | 0 | 1 {
  const pos = text.match(POSITIVE)?.length ?? 0;
  const neg = text.match(NEGATIVE)?.length ?? 0;
  return pos > neg ? 1 : neg > pos ? -1 : 0;
}
