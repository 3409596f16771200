import type { UserDto } from '../../../core/users-contract.js';

// Shapes of the public HTTP API (served by the routers in api/routes/). Only what the web app reads.

// The user and plan shapes are declared once, in core (pure types shared with the server presenters).
export type User = UserDto;
export type { PlanDto as Plan } from '../../../core/plans-contract.js';

/** The person an admin is acting as; `user` in /me is then that person. */
export interface Impersonation {
  userId: string;
  name: string | null;
  email: string;
}

// The credits contract is declared once, in core (pure types shared with the server).
export type {
  BatchUrgency,
  CreditBatchDto as CreditBatch,
  CreditHistoryDto as CreditHistoryEntry,
  CreditsDto as CreditsResponse,
} from '../../../core/credits/dto';
