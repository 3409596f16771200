import { api } from './client';
import type { Profile } from './types';

export const profileApi = {
  get: () => api.get<Profile>('/api/profile'),
  update: (input: { firstName: string; lastName: string }) => api.patch<Profile | undefined>('/api/profile', input),
  uploadPhoto(file: File) {
    const form = new FormData();
    form.append('photo', file);
    return api.post<{ avatarUrl: string }>('/api/profile/photo', form);
  },
};
