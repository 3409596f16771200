// Runs before the app bundle so the first paint already has the right colours.
// Mirrors web/src/theme/color-scheme.ts (parseThemePreference + resolveTheme); keep the two in step.
// A separate file rather than an inline script so a Content-Security-Policy of script-src 'self' allows it.
(function () {
  var preference = 'system';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') preference = stored;
  } catch (e) {
    /* storage blocked: fall back to system */
  }
  var dark =
    preference === 'dark' ||
    (preference === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var resolved = dark ? 'dark' : 'light';
  var root = document.documentElement;
  root.setAttribute('data-mantine-color-scheme', resolved);
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
})();
