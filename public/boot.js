// The page's one classic script, run from its head before the first paint (an external file: the
// server's Content-Security-Policy allows no inline script).
// 1. It applies a remembered light or dark pick, so that a dark page never flashes light. (On a
//    logged-in visitor's pre-rendered first page it is deferred: the Node host sets the pick
//    there from its cookie, src/server/http/first-page.ts.)
// 2. In a build (scripts/defer-app-start.mjs names the code in data-entry, data-preload and, for
//    the first screens' routes, data-routes), it starts the app's code once the pre-rendered page
//    has painted, with the pictures it loads first (for at most a second): the first paint then
//    waits for the HTML and the style sheet alone, and those pictures for nothing else, not for
//    the code that shares a slow connection with them. In a background tab, which paints nothing
//    until shown, it starts after 2 s anyway.
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

  var token = sessionToken();
  if (token && script.dataset.earlyFeed !== undefined && location.pathname === '/') {
    // The first page of the feed's first tab, as the app asks for it (post-queries.ts).
    var url = location.origin + '/api/feed?limit=20&sort=trending';
    var answer = fetch(url, { headers: { Accept: 'application/json', authorization: token } });
    // A failure is the app's to report when it takes the answer, not an unhandled rejection.
    answer.catch(function () {});
    window.murmurEarlyAnswers = [{ url: url, token: token, answer: answer }];
  }

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
    try {
      preload(script.dataset.preload.split(' ').concat(routeChunks()));
    } catch (error) {
      // Without its preloads the app still starts, each chunk found a round trip later.
    }
  }

  /** The stored session's token, or undefined without a readable one. */
  function sessionToken() {
    try {
      var token = JSON.parse(read('loginDetails') || 'null').token;
      return typeof token === 'string' && token ? token : undefined;
    } catch (error) {
      return undefined;
    }
  }

  /**
   * The chunks of this address's route; an address the map does not name takes those of "*" (the
   * routes the router discovers before it knows the page). A logged-out visitor of a page that
   * needs a session is sent to /signup by its layout (src/web/app/protected-layout.tsx), whose
   * chunks the router loads first: the signup page's come too.
   */
  function routeChunks() {
    var routes = JSON.parse(script.dataset.routes);
    var own = function (path) {
      return routes[Object.prototype.hasOwnProperty.call(routes, path) ? path : '*'] || [];
    };
    var path = location.pathname;
    var needsSession = (script.dataset.sessionOnly || '').split(' ').indexOf(path) >= 0;
    return needsSession && !token ? own(path).concat(own('/signup')) : own(path);
  }

  /**
   * A few links a task: each starts a fetch, and a cold page's twenty at once made one task long
   * enough to keep a phone's first tap waiting (about 80 ms at Lighthouse's 4x slower CPU).
   */
  function preload(files) {
    var slice = files.slice(0, 6);
    for (var index = 0; index < slice.length; index += 1) {
      if (!slice[index]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = slice[index];
      document.head.appendChild(link);
    }
    if (files.length > slice.length) {
      setTimeout(function () {
        preload(files.slice(slice.length));
      }, 0);
    }
  }

  /**
   * Calls then once the first screen's pictures (the pre-rendered page's eager ones) are shown, or
   * after firstPicturesWaitMs at most. On a phone's slow connection the app's code and those
   * pictures would otherwise share it, and each arrive later; the pre-rendered page needs no code
   * to be read.
   */
  function afterFirstPictures(then) {
    var pictures = document.querySelectorAll('img[fetchpriority="high"]');
    var waiting = 0;
    var loaded = false;
    function settled(event) {
      if (event.type === 'load') loaded = true;
      waiting -= 1;
      if (waiting === 0) afterLargestPaint(pictures, loaded, then);
    }
    for (var index = 0; index < pictures.length; index += 1) {
      if (pictures[index].complete) {
        loaded = true;
        continue;
      }
      waiting += 1;
      pictures[index].addEventListener('load', settled);
      pictures[index].addEventListener('error', settled);
    }
    // then is start, which runs once: whichever comes first starts the app.
    setTimeout(function () {
      afterPaint(then);
    }, firstPicturesWaitMs);
    if (waiting === 0) afterLargestPaint(pictures, loaded, then);
  }
  var firstPicturesWaitMs = 1000;

  /**
   * Calls then after the paint that showed one of the loaded pictures as the largest thing on the
   * screen, where the browser reports that paint: it comes a frame or more after the load, and
   * code asked for in between shared a phone's connection with what that paint waited for.
   * Elsewhere, or when no picture loaded, after the next paint.
   */
  function afterLargestPaint(pictures, loaded, then) {
    var observed = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!loaded || !observed || observed.indexOf('largest-contentful-paint') < 0)
      return afterPaint(then);
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var index = 0; index < entries.length; index += 1) {
        if (Array.prototype.indexOf.call(pictures, entries[index].element) < 0) continue;
        observer.disconnect();
        return afterPaint(then);
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }

  /** The frame's callbacks run just before its paint; a task queued from them runs after it. */
  function afterPaint(then) {
    requestAnimationFrame(function () {
      setTimeout(then, 0);
    });
  }

  afterPaint(function () {
    afterFirstPictures(start);
  });
  // A page opened in a background tab runs no frames until it is shown: start anyway.
  setTimeout(start, 2000);
})();
