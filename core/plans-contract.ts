// A pricing plan as the server presents it (GET /api/plans, /api/admin/plans). Types only: the web app
// imports this file, so keep it free of Node imports.

export interface PlanDto {
  id: string;
  planName: string;
  displayName: string;
  /** Dollars per month. */
  price: number;
  /** Credits per month. */
  credits: number;
  stripePriceId: string | null;
  popular: boolean;
  updatedAt: string;
}
