/* global document, matchMedia */
// Applies the stored theme before first paint so the page never flashes the wrong colours.
(function () {
  var stored = localStorage.getItem('chairside-theme');
  var theme = stored === 'dark' || stored === 'system' ? stored : 'light';
  var dark =
    theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
