// The sign-in routes (api/routes/auth.ts): CSRF token, sign-up, sign-in and out, the signed-in user,
// e-mail verification and password reset (docs/accounts-plans-credits.md, Sign-in, sign-up and password reset).
import { z } from 'zod';
import { defineRoute, isoDate, uuid } from './http/contract.js';
import type { UserDto } from './users-contract.js';

const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));
const passwordSchema = z.string({ error: 'Password is required' }).min(6, 'Password must be at least 6 characters long.').max(200, 'Password must be at most 200 characters');

const user = z.strictObject({
  id: uuid,
  email: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  subscriptionLevel: z.string(),
  subscriptionStatus: z.string().nullable(),
  credits: z.number().int(),
  renewalDate: isoDate.nullable(),
  isAdmin: z.boolean(),
  createdAt: isoDate,
}) satisfies z.ZodType<UserDto>;

const tag = 'Sign-in';

export const authRoutes = {
  csrf: defineRoute({
    method: 'get',
    path: '/api/auth/csrf',
    summary: 'The CSRF token of this login session, for X-CSRF-Token on state-changing calls',
    tag,
    access: 'public',
    response: z.strictObject({ token: z.string() }),
  }),
  signup: defineRoute({
    method: 'post',
    path: '/api/auth/signup',
    summary: 'Create an account; a verification link is e-mailed',
    tag,
    access: 'public',
    body: z.strictObject({ email: emailSchema, password: passwordSchema }),
    status: 201,
    response: z.strictObject({ user }),
  }),
  login: defineRoute({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in: sets the login cookie and answers the new session’s CSRF token',
    tag,
    access: 'public',
    body: z.strictObject({ email: emailSchema, password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200) }),
    response: z.strictObject({ user, csrfToken: z.string() }),
  }),
  logout: defineRoute({ method: 'post', path: '/api/auth/logout', summary: 'Sign out (ends an impersonation too)', tag, access: 'public', status: 204, response: null }),
  me: defineRoute({
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in user, and whom an admin is acting as',
    tag,
    access: 'user',
    response: z.strictObject({
      user,
      impersonating: z.strictObject({ userId: uuid, name: z.string().nullable(), email: z.string() }).nullable(),
      realUser: user.nullable(),
    }),
  }),
  verify: defineRoute({
    method: 'get',
    path: '/api/auth/verify',
    summary: 'The e-mailed verification link: redirects to /?verified=1 (or 0)',
    tag,
    access: 'public',
    query: z.object({ token: z.unknown().optional() }),
    status: 302,
    response: null,
  }),
  passwordReset: defineRoute({
    method: 'post',
    path: '/api/auth/password-reset',
    summary: 'E-mail a password reset link (the same answer whether or not the address has an account)',
    tag,
    access: 'public',
    body: z.strictObject({ email: emailSchema }),
    status: 202,
    response: z.strictObject({ ok: z.literal(true) }),
  }),
  passwordResetConfirm: defineRoute({
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    summary: 'Set a new password from the e-mailed link; signs out every other session and signs this one in',
    tag,
    access: 'public',
    body: z.strictObject({ token: z.string().min(1, 'token is required').max(200), password: passwordSchema }),
    status: 204,
    response: null,
  }),
};
