// The profile routes (api/routes/profile.ts): read and edit the name, upload a photo.
import { z } from 'zod';
import { defineRoute } from './http/contract.js';

const nameField = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .transform((v) => v || null);

const profile = z.strictObject({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});

const tag = 'Profile';

export const profileRoutes = {
  get: defineRoute({ method: 'get', path: '/api/profile', summary: "The user's name, e-mail and photo", tag, access: 'user', response: profile }),
  update: defineRoute({
    method: 'patch',
    path: '/api/profile',
    summary: "Change the user's first or last name (not while impersonating)",
    tag,
    access: 'user',
    body: z.strictObject({ firstName: nameField.optional(), lastName: nameField.optional() }),
    response: profile,
  }),
  photo: defineRoute({
    method: 'post',
    path: '/api/profile/photo',
    summary: 'Upload a profile photo (multipart field `photo`: JPG, PNG or GIF, at most 5 MB)',
    tag,
    access: 'user',
    upload: 'photo',
    status: 201,
    response: z.strictObject({ avatarUrl: z.string() }),
  }),
};
