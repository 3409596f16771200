import type { PlanUpdate } from '../../api/admin';

/** A pricing row while it is edited: the inputs' text. */
export interface PlanDraft {
  displayName: string;
  price: string;
  credits: string;
  stripePriceId: string;
}

/** Parsing as in docs/admin.md (Pricing): price as a decimal and credits as an integer, each 0 when it does not parse; free text trimmed. */
export function parseDraft(d: PlanDraft): PlanUpdate {
  const price = Number.parseFloat(d.price);
  const credits = Number.parseInt(d.credits, 10);
  return {
    displayName: d.displayName.trim(),
    price: Number.isFinite(price) ? price : 0,
    credits: Number.isFinite(credits) ? credits : 0,
    stripePriceId: d.stripePriceId.trim() || null,
  };
}
