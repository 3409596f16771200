import type { AvatarDto } from '../../../core/avatars/dto.js';
import type { TagMode } from '../../../core/avatars/enumerations.js';
import type { avatarRoutes as routes } from '../../../core/avatars/routes.js';
import { call } from './client';

export type { AvatarDto };

export interface AvatarSearch {
  search?: string;
  tags?: string[];
  mode?: TagMode;
  page?: number;
  pageSize?: number;
}

export const avatarsApi = {
  /** A page of matches, or 12 random avatars when there is neither a search nor a tag. */
  search: (q: AvatarSearch, signal?: AbortSignal) =>
    call<typeof routes.search>('GET', '/api/avatars', {
      signal,
      query: { search: q.search?.trim(), tags: q.tags?.length ? q.tags.join(',') : undefined, mode: q.mode, page: q.page, pageSize: q.pageSize },
    }),
  /** At most 10 tags containing `q`, the most used first. */
  tags: (q: string, signal?: AbortSignal) => call<typeof routes.tags>('GET', '/api/avatars/tags', { signal, query: { q: q.trim() } }),
  get: (id: string, signal?: AbortSignal) => call<typeof routes.get>('GET', `/api/avatars/${encodeURIComponent(id)}`, { signal }),
};
