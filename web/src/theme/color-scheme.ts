import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/** What the user picked. Stored as-is under localStorage `theme` (the key and values of docs/accounts-plans-credits.md, Profile and preferences). */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Anything that is not one of the three known values (missing, legacy, hand-edited) means system. */
export function parseThemePreference(raw: unknown): ThemePreference {
  return raw === 'light' || raw === 'dark' || raw === 'system' ? raw : 'system';
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

// Mantine calls "system" auto; the stored value keeps the product's name for it.
export function toMantineScheme(preference: ThemePreference): MantineColorScheme {
  return preference === 'system' ? 'auto' : preference;
}

export function fromMantineScheme(scheme: MantineColorScheme): ThemePreference {
  return scheme === 'auto' ? 'system' : scheme;
}

function readStoredPreference(): ThemePreference {
  try {
    return parseThemePreference(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** The page root carries exactly one of the classes `light` / `dark`. */
export function applyThemeClass(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
}

/**
 * Mantine's color scheme manager over localStorage `theme`. Unlike Mantine's built-in manager it
 * stores "system" rather than "auto" and reads unknown values as system, and it follows other tabs.
 */
export function themeColorSchemeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: () => toMantineScheme(readStoredPreference()),
    set: (value) => {
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, fromMantineScheme(value));
      } catch {
        // Storage can be blocked (private mode, policies); the choice still applies for this page.
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.storageArea === window.localStorage && event.key === THEME_STORAGE_KEY) {
          onUpdate(toMantineScheme(parseThemePreference(event.newValue)));
        }
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => {
      try {
        window.localStorage.removeItem(THEME_STORAGE_KEY);
      } catch {
        /* ignore */
      }
    },
  };
}
