// A choice question's options, and which one an answer picks. "Would you rather lease through PedalWork or
// buy an e-bike outright?" sets the idea against an alternative, and picking the alternative turns the idea
// down; "monthly or yearly?" sets two of the idea's own plans side by side, and either pick takes the idea.
import { normalize } from './text.js';

type Side = 'idea' | 'alternative';

export interface ChoiceOption {
  /** The option's content words, crudely stemmed. */
  words: ReadonlySet<string>;
  /** Whether the option is the idea or what the speaker would do instead; null when the options are alike. */
  side: Side | null;
}

/** What an answer picks: an option's side ('option' when the options are alike), none of them, or nothing read. */
export type ChoicePick = Side | 'option' | 'neither' | null;

const STOP = new Set(
  'the and for with that this than then you your yours would rather prefer which what one get have pay paying plan plans per month year week day from into just more less about them they their our out over'.split(
    ' ',
  ),
);
// Not topic.ts's content words: there "car" and "bike" meet as one domain, here they may be the two options.
const stem = (w: string) => w.replace(/(?:ing|ed|es|s)$/, '').slice(0, 7);
const contentWords = (text: string) => new Set((normalize(text).match(/[a-z][a-z'-]{2,}/g) ?? []).filter((w) => !STOP.has(w)).map(stem));

// What a speaker does instead of taking the idea: keep what they do, do it themselves, buy used, or put the
// money elsewhere. Paying outright or taking a free tier may be the idea's own plans, so they mark nothing.
const ALTERNATIVE =
  /\b(?:keep|keeping|stick(?:ing)? with|stay(?:ing)? (?:on|with)|carry on|carrying on|instead|yourself|myself|ourselves|your own|diy|second-?hand|used|secondhand|like (?:you do )?now|as (?:you do )?now|the way you do|usual|current|existing|towards|spend (?:that|the) money|put (?:that|the) money)\b/;

/** The brief's own names ("PedalWork", "Family plan"): a capitalised word of the question that the brief also names. */
function namesOf(question: string, brief: string): RegExp | null {
  const capitalised = question.match(/\b[A-Z][A-Za-z'-]{2,}/g) ?? [];
  const names = [...new Set(capitalised.filter((n) => !question.startsWith(n) && new RegExp(`\\b${n}\\b`).test(brief)))];
  return names.length > 0 ? new RegExp(`\\b(?:${names.map((n) => n.toLowerCase()).join('|')})\\b`) : null;
}

/** The options a choice question puts ("would you rather A, or B?", "A or B: which would you pick?"), or null. */
export function choiceOptions(question: string, brief: string): ChoiceOption[] | null {
  const asked = question.split('?')[0]!;
  const listed =
    /^(.*?)\s*[:–—-]\s*(?:which|what)\b/i.exec(asked)?.[1] ??
    asked.replace(/^.*?\b(?:would you rather|would you prefer|do you prefer|would you|which would you|which do you)\s+/i, '');
  const parts = listed.split(/,?\s+or\s+/i).filter((p) => p.trim());
  if (parts.length < 2) return null;
  const names = namesOf(question, brief);
  const sides = parts.map((p) => {
    const lower = normalize(p);
    if (names?.test(lower) || /\b(?:this|it)\b/.test(lower)) return 'idea';
    return ALTERNATIVE.test(lower) ? 'alternative' : null;
  });
  const ideas = sides.filter((s) => s === 'idea').length;
  const alternatives = sides.filter((s) => s === 'alternative').length;
  // The idea against an alternative: two options, one of them what the speaker would do instead, so the other is the idea.
  const contrasted = ideas <= 1 && alternatives === 1 && parts.length === 2;
  return parts.map((p, i) => ({ words: contentWords(p), side: contrasted ? (sides[i] ?? 'idea') : null }));
}

/** Which option the answer's opening picks: the one whose words it shares most, "neither", or null when it is unclear. */
export function choicePick(options: readonly ChoiceOption[], answer: string): ChoicePick {
  const lower = normalize(answer);
  if (/^\W*(?:neither|none of (?:them|those|these)|no(?:t)? (?:either|one of them))\b/.test(lower)) return 'neither';
  const ordinal = /^\W*(?:the )?(?:(first|former)|(second|latter|last))\b/.exec(lower);
  const chosen = ordinal ? options[ordinal[1] ? 0 : options.length - 1]! : undefined;
  const opening = contentWords(lower.split(/[.;!?:(]|,\s|\s[–—-]\s|\bbut\b/)[0]!);
  const shared = options.map((o) => [...opening].filter((w) => o.words.has(w)).length);
  const best = Math.max(...shared);
  const picked = chosen ?? (best > 0 && shared.filter((n) => n === best).length === 1 ? options[shared.indexOf(best)]! : undefined);
  if (!picked) return null;
  return picked.side ?? 'option';
}
