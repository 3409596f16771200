import type { ConcernFigure, IntentFigure, PriceFigure, VerdictDecision } from './contract.js';

/**
 * The verdict rules: the only place a verdict is decided, over coded evidence (never by a model).
 * Applied in this order; the first that matches decides.
 *
 * 1. not-ready, "not-enough-evidence": fewer than MIN_STATED participants stated an intent (yes, maybe
 *    or no). A verdict needs people to have said whether they would buy; with 4 to 15 simulated
 *    participants, two voices are an anecdote.
 * 2. not-ready, "refusals-dominate": at least NOT_READY_NO_SHARE of those who stated an intent said no.
 * 3. not-ready, "blocking-concern": one concern is held by more than BLOCKING_CONCERN_SHARE of the panel
 *    (most of it) among participants who did not say yes. A worry that buyers mention and still buy is a fix for
 *    the roadmap; the same worry in most of the panel's non-buyers is why they don't buy.
 * 4. greenlight, "clear-demand": at least GREENLIGHT_YES_SHARE of stated intents are yes, at most
 *    GREENLIGHT_MAX_NO_SHARE are no, and no more than PRICE_TOO_HIGH_SHARE of those who reacted to the
 *    price found it too high (the price is "not too high for most": a majority objecting blocks it).
 * 5. tweaks, "interest-with-reservations": everything else; the reasons name which greenlight
 *    condition failed.
 *
 * Tuning: the shares follow the usual reading of a purchase-intent study (a clear majority of stated
 * yeses with few refusals is a go; half refusing is a stop). MIN_STATED is 3 rather than a share so a
 * 4-person free panel can still reach a verdict when three of them answered the intent question.
 * "Most" (a blocking concern, a price too high) means more than half: with 4 to 15 participants, an
 * even split is exactly the case a product manager should tweak and test again, not abandon.
 */
const VERDICT_RULES = {
  MIN_STATED: 3,
  NOT_READY_NO_SHARE: 0.5,
  BLOCKING_CONCERN_SHARE: 0.5,
  GREENLIGHT_YES_SHARE: 0.6,
  GREENLIGHT_MAX_NO_SHARE: 0.2,
  PRICE_TOO_HIGH_SHARE: 0.5,
} as const;

/** The rules as sentences, for the report's appendix. */
export const VERDICT_RULE_TEXT = [
  `Not Ready when fewer than ${VERDICT_RULES.MIN_STATED} participants stated whether they would buy (not enough evidence).`,
  `Not Ready when at least ${VERDICT_RULES.NOT_READY_NO_SHARE * 100}% of the stated intents are no.`,
  `Not Ready when one concern is held by more than ${VERDICT_RULES.BLOCKING_CONCERN_SHARE * 100}% of the panel among those who did not say yes.`,
  `Greenlight when at least ${VERDICT_RULES.GREENLIGHT_YES_SHARE * 100}% of the stated intents are yes, at most ${VERDICT_RULES.GREENLIGHT_MAX_NO_SHARE * 100}% are no, and no more than ${VERDICT_RULES.PRICE_TOO_HIGH_SHARE * 100}% of those who reacted to the price found it too high.`,
  'Needs Tweaks otherwise.',
];

export interface VerdictInput {
  panelSize: number;
  intent: Pick<IntentFigure, 'stated' | 'yes' | 'maybe' | 'no'>;
  price: Pick<PriceFigure, 'stated' | 'tooHigh'>;
  /** Concerns with the participants who hold them. */
  concerns: Pick<ConcernFigure, 'label' | 'participants'>[];
  /** Participants whose latest stated intent is yes. */
  yesAvatarIds: ReadonlySet<string>;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;
const people = (n: number) => `${n} participant${n === 1 ? '' : 's'}`;

export function decideVerdict(input: VerdictInput): VerdictDecision {
  const R = VERDICT_RULES;
  const { intent, price, panelSize } = input;
  if (intent.stated < R.MIN_STATED) {
    return {
      verdict: 'not-ready',
      rule: 'not-enough-evidence',
      reasons: [`Not enough evidence: only ${people(intent.stated)} said whether they would buy; at least ${R.MIN_STATED} are needed for a verdict.`],
    };
  }
  const yesShare = intent.yes.count / intent.stated;
  const noShare = intent.no.count / intent.stated;
  const intentLine = `${intent.yes.count} of ${intent.stated} stated intents are yes (${pct(yesShare)}), ${intent.maybe.count} maybe and ${intent.no.count} no (${pct(noShare)}).`;
  if (noShare >= R.NOT_READY_NO_SHARE) {
    return {
      verdict: 'not-ready',
      rule: 'refusals-dominate',
      reasons: [intentLine, `At least ${pct(R.NOT_READY_NO_SHARE)} refusing means the idea does not convince this panel as it stands.`],
    };
  }
  const blocking = input.concerns
    .map((c) => ({ label: c.label, holders: c.participants.avatarIds.filter((id) => !input.yesAvatarIds.has(id)).length }))
    .filter((c) => panelSize > 0 && c.holders / panelSize > R.BLOCKING_CONCERN_SHARE)
    .sort((a, b) => b.holders - a.holders)[0];
  if (blocking) {
    return {
      verdict: 'not-ready',
      rule: 'blocking-concern',
      reasons: [
        `${blocking.label} holds back ${blocking.holders} of ${panelSize} participants who did not say yes (${pct(blocking.holders / panelSize)} of the panel).`,
        intentLine,
      ],
    };
  }
  const tooHighShare = price.stated ? price.tooHigh.count / price.stated : 0;
  const failures: string[] = [];
  if (yesShare < R.GREENLIGHT_YES_SHARE) failures.push(`Only ${pct(yesShare)} of stated intents are yes; a greenlight needs ${pct(R.GREENLIGHT_YES_SHARE)}.`);
  if (noShare > R.GREENLIGHT_MAX_NO_SHARE) failures.push(`${pct(noShare)} of stated intents are no; a greenlight allows at most ${pct(R.GREENLIGHT_MAX_NO_SHARE)}.`);
  if (tooHighShare > R.PRICE_TOO_HIGH_SHARE)
    failures.push(`${price.tooHigh.count} of ${price.stated} participants who reacted to the price found it too high (${pct(tooHighShare)}).`);
  if (!failures.length) {
    const priceLine = price.stated ? `${price.tooHigh.count} of ${price.stated} who reacted to the price found it too high.` : 'Nobody objected to the price.';
    return { verdict: 'greenlight', rule: 'clear-demand', reasons: [intentLine, priceLine] };
  }
  return { verdict: 'tweaks', rule: 'interest-with-reservations', reasons: [intentLine, ...failures] };
}
