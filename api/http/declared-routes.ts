import { profileRoutes } from '../../core/accounts-routes.js';
import { authRoutes } from '../../core/auth-routes.js';
import { adminOpsRoutes } from '../../core/admin/ops-routes.js';
import { adminRoutes } from '../../core/admin/routes.js';
import { apiTokenRoutes } from '../../core/api-tokens/routes.js';
import { avatarRoutes } from '../../core/avatars/routes.js';
import { billingRoutes } from '../../core/billing/routes.js';
import { chatRoutes } from '../../core/chat/routes.js';
import { creditRoutes } from '../../core/credits/routes.js';
import type { RouteContract } from '../../core/http/contract.js';
import { docsRoutes } from '../../core/http/routes.js';
import { devMailboxRoutes, opsRoutes } from '../../core/ops-routes.js';
import { reportRoutes } from '../../core/reports/routes.js';
import { sessionRoutes } from '../../core/sessions/routes.js';
import { rerunRoutes } from '../../core/stability/routes.js';

/** Every declared route by group: the OpenAPI document and the contract test read this list. */
const GROUPS: Record<string, Record<string, RouteContract>> = {
  sessions: sessionRoutes,
  chat: chatRoutes,
  reports: reportRoutes,
  reruns: rerunRoutes,
  avatars: avatarRoutes,
  credits: creditRoutes,
  tokens: apiTokenRoutes,
  billing: billingRoutes,
  profile: profileRoutes,
  admin: adminRoutes,
  adminOps: adminOpsRoutes,
  auth: authRoutes,
  ops: opsRoutes,
  docs: docsRoutes,
  devMailbox: devMailboxRoutes,
};

export interface DeclaredRoute {
  /** `sessions.start`: the group and the key, unique; the OpenAPI operationId. */
  id: string;
  contract: RouteContract;
}

export const DECLARED_ROUTES: DeclaredRoute[] = Object.entries(GROUPS).flatMap(([group, routes]) =>
  Object.entries(routes).map(([key, contract]) => ({ id: `${group}.${key}`, contract })),
);
