import { useMediaQuery } from '@mantine/hooks';

/** Inputs one step smaller on phones so long placeholders (the sign-up hint) fit. */
export function useFieldSize(): 'sm' | 'md' {
  return useMediaQuery('(max-width: 30em)') ? 'sm' : 'md';
}
