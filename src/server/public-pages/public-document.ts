import { escapeMarkup } from './markup';
import { renderPageHead, type PageMeta } from './page-head';

/** The public pages' own style sheet (public/public-page.css): the app's tokens, no script. */
export const publicStyleSheet = '/public-page.css';

/** Where logging in (or signing up) from a public page leads back to: the page itself. */
export const loginHref = (returnTo: string) => `/login?redirectTo=${encodeURIComponent(returnTo)}`;
export const signupHref = (returnTo: string) =>
  `/signup?redirectTo=${encodeURIComponent(returnTo)}`;

/**
 * A whole public page: its head, the bar with Log in and Sign up (back to `returnTo`, the page's
 * path), and its main content. No script: it is read as it comes, and any action is a link to
 * the login screen.
 */
export function publicDocument(page: PageMeta, returnTo: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${renderPageHead(page)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${publicStyleSheet}">
</head>
<body>
<header class="public-bar">
<a class="public-brand" href="/">Murmur</a>
<nav class="public-session" aria-label="Account">
<a class="public-button" href="${escapeMarkup(loginHref(returnTo))}">Log in</a>
<a class="public-button public-button-primary" href="${escapeMarkup(signupHref(returnTo))}">Sign up</a>
</nav>
</header>
<main class="public-main">
${main}
</main>
</body>
</html>
`;
}

/**
 * What a visitor gets instead of the page of someone who shows themselves only to people logged
 * in: the way to log in and back, no word of the person, and noindex.
 */
export function membersOnlyDocument(canonical: string, returnTo: string): string {
  const page: PageMeta = {
    title: 'Log in to see this · Murmur',
    description: 'Only people logged in to Murmur may see this profile and its posts.',
    canonical,
    kind: 'website',
    noindex: true,
  };
  return publicDocument(
    page,
    returnTo,
    `<section class="public-card public-login" aria-labelledby="login-heading">
<h1 id="login-heading">Log in to see this</h1>
<p>Only people logged in to Murmur may see this profile and its posts.</p>
<p class="public-login-actions"><a class="public-button public-button-primary" href="${escapeMarkup(loginHref(returnTo))}">Log in</a>
<a class="public-button" href="${escapeMarkup(signupHref(returnTo))}">Sign up</a></p>
</section>`,
  );
}
