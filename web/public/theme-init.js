// Runs before the app bundle so the first paint already has the right colours.
// Mirrors web/src/theme/color-scheme.ts (parseThemePreference + resolveTheme); keep the two in step.
// A separate file rather than an inline script so a Content-Security-Policy of script-src 'self' allows it.
(() => {
  let preference = 'system';
  try {
    const stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') preference = stored;
  } catch {
    /* storage blocked: fall back to system */
  }
  const dark = preference === 'dark' || (preference === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const resolved = dark ? 'dark' : 'light';
  const root = document.documentElement;
  root.setAttribute('data-mantine-color-scheme', resolved);
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
})();
