import { useQuery } from '@tanstack/react-query';
import { queries } from '../api/query-keys';

/** Tag suggestions for what is being typed, at most 10 (debounced by the caller); without them a tag can still be typed. */
export function useTagSuggestions(text: string): string[] {
  return useQuery(queries.avatarTags(text.trim())).data?.tags ?? [];
}
