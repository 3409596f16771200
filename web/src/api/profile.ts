import type { profileRoutes as routes } from '../../../core/accounts-routes.js';
import { call } from './client';

export const profileApi = {
  get: (signal?: AbortSignal) => call<typeof routes.get>('GET', '/api/profile', { signal }),
  update: (input: { firstName: string; lastName: string }) => call<typeof routes.update>('PATCH', '/api/profile', { body: input }),
  uploadPhoto(file: File) {
    const form = new FormData();
    form.append('photo', file);
    return call<typeof routes.photo>('POST', '/api/profile/photo', { body: form });
  },
};
