// Applies a remembered theme before the app's styles paint, so a dark page never flashes light.
// An external file because the server's Content-Security-Policy allows no inline script.
try {
  var theme = localStorage.getItem('murmur-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (error) {
  // Storage blocked: the system's theme applies.
}
