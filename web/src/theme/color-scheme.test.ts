import { describe, expect, it } from 'vitest';
import { applyThemeClass, parseThemePreference, resolveTheme, themeColorSchemeManager, THEME_STORAGE_KEY } from './color-scheme';

describe('theme resolution', () => {
  it('treats an unknown stored value as system', () => {
    expect(parseThemePreference('sepia')).toBe('system');
    expect(parseThemePreference('auto')).toBe('system');
    expect(parseThemePreference('')).toBe('system');
    expect(parseThemePreference(null)).toBe('system');
  });

  it('keeps the three known values', () => {
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('system')).toBe('system');
  });

  it('follows the operating system only for system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads a garbage stored value as auto and stores system (not auto) for auto', () => {
    const manager = themeColorSchemeManager();
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(manager.get('light')).toBe('auto');
    manager.set('auto');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    manager.set('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(manager.get('light')).toBe('dark');
  });

  it('puts exactly one of light/dark on the root', () => {
    const root = document.createElement('html');
    applyThemeClass(root, 'dark');
    applyThemeClass(root, 'light');
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
  });
});
