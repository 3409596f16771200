import type { User as DbUser } from '../db/types.js';

declare global {
  namespace Express {
    // passport's req.user is the acting user: the impersonated user while an admin impersonates.
    interface User extends DbUser {}
    interface Request {
      /** The signed-in account itself (the admin while impersonating). */
      realUser?: DbUser;
      /** Set when the request authenticated with a personal API token (no login session, no CSRF). */
      apiTokenId?: string;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    impersonatingUserId?: string;
  }
}
