import { useEffect, useState } from 'react';
import { avatarsApi, type AvatarPage, type AvatarSearch } from '../api/avatars';
import { errorMessage } from '../api/client';

export interface AvatarSearchState {
  page: AvatarPage | null;
  loading: boolean;
  error: string | null;
}

/**
 * Loads a page of the catalogue whenever the query changes; a newer query aborts the older request, so
 * results never arrive out of order. `reloadKey` asks again for the same query (retry, reshuffle).
 */
export function useAvatarSearch(query: AvatarSearch, reloadKey: number): AvatarSearchState {
  const [state, setState] = useState<AvatarSearchState>({ page: null, loading: true, error: null });
  const key = JSON.stringify(query);
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    avatarsApi.search(JSON.parse(key) as AvatarSearch, controller.signal).then(
      (page) => setState({ page, loading: false, error: null }),
      (e: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error: errorMessage(e, 'Failed to load avatars.') }));
      },
    );
    return () => controller.abort();
  }, [key, reloadKey]);
  return state;
}

/** Tag suggestions for what is being typed, at most 10, fetched as the user types (debounced by the caller). */
export function useTagSuggestions(text: string): string[] {
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    avatarsApi.tags(text, controller.signal).then(
      (r) => setTags(r.tags),
      () => {
        // Suggestions are a convenience: without them the user can still type a tag.
      },
    );
    return () => controller.abort();
  }, [text]);
  return tags;
}
