// The page's one classic script, run from its head before the first paint (an external file: the
// server's Content-Security-Policy allows no inline script).
// 1. It applies a remembered light or dark pick, so that a dark page never flashes light.
// 2. In a build (scripts/defer-app-start.mjs names the code in data-entry, data-preload and, for
//    the first screens' routes, data-routes), it starts the app's code once the pre-rendered page
//    has painted: the first paint then waits for the HTML and the style sheet alone, not for the
//    code that shares a slow connection with them.
// 3. Where data-early-feed is set (the Node host's build), a logged-in visitor of the feed asks for
//    its first page at once, beside the code; the app takes that answer instead of asking again
//    (src/web/lib/early-answers.ts).
(function () {
  var script = document.currentScript;
  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch (error) {
      return null; // Storage blocked: the system's theme applies, and no session is known.
    }
  }

  var theme = read('murmur-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;

  var entry = script && script.dataset.entry;
  if (!entry) return; // Vite's dev server starts the app itself.

  if (script.dataset.earlyFeed !== undefined && location.pathname === '/') {
    try {
      var token = JSON.parse(read('loginDetails') || 'null').token;
      // The first page of the feed's first tab, as the app asks for it (post-queries.ts).
      var url = location.origin + '/api/feed?limit=20&sort=trending';
      if (typeof token === 'string')
        window.murmurEarlyAnswers = [
          {
            url: url,
            token: token,
            answer: fetch(url, { headers: { Accept: 'application/json', authorization: token } }),
          },
        ];
    } catch (error) {
      // No readable session: the app asks for what it needs.
    }
  }

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var routes = JSON.parse(script.dataset.routes || '{}');
    var preloads = (script.dataset.preload || '')
      .split(' ')
      .concat(routes[location.pathname] || []);
    for (var index = 0; index < preloads.length; index += 1) {
      if (!preloads[index]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[index];
      document.head.appendChild(link);
    }
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // The frame's callbacks run just before its paint; a task queued from them runs after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A page opened in a background tab runs no frames until it is shown: start anyway.
  setTimeout(start, 2000);
})();
