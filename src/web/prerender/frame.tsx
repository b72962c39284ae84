import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { SessionProvider } from '../lib/session';

/** The app's providers around a page rendered outside the browser, at `path`. */
export function Frame({
  path,
  queryClient = createQueryClient(),
  children,
}: {
  path: string;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <SessionProvider>{children}</SessionProvider>
        </MemoryRouter>
      </AppProvider>
    </StrictMode>
  );
}

/** A rendered page, ready to go into the built index.html's head and its empty root. */
export interface RenderedPage {
  title: string;
  /** What React hoists to the document's head: image preloads (the first posts' pictures). */
  head: string;
  body: string;
}

/**
 * React 19 puts a page's <title> and image preloads first in what it renders: they go to the
 * head. Until the app takes over, the page can be read and its links followed, but nothing typed
 * or picked would survive the takeover and no button does anything yet: the fields are read-only,
 * and the buttons and menus (Explore's order, the tester's method) say they are unavailable, which
 * also makes a test's click or pick wait for the app.
 * data-shell marks the pre-rendered page; the app's first render replaces it.
 */
export function finishPage(html: string, fallbackTitle: string): RenderedPage {
  const hoisted = /^(?:<link rel="preload"[^>]*\/>|<title>[^<]*<\/title>)+/.exec(html)?.[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? fallbackTitle;
  const body = html
    .slice(hoisted.length)
    .replace(/^<([a-z]+)/, '<$1 data-shell=""')
    .replace(/<input /g, '<input readonly="" ')
    .replace(/<textarea /g, '<textarea readonly="" ')
    .replace(/<button /g, '<button aria-disabled="true" ')
    .replace(/<select /g, '<select aria-disabled="true" ');
  // The high-priority picture first: the first request after the page takes its open connection.
  const preloads = hoisted.match(/<link rel="preload"[^>]*\/>/g) ?? [];
  const urgent = (link: string) => (link.includes('fetchPriority="high"') ? 0 : 1);
  const head = preloads.sort((a, b) => urgent(a) - urgent(b)).join('');
  return { title, head, body };
}

/** The built index.html with a rendered page: its title, its head's end and its body in the root. */
export function fillPage(template: string, page: RenderedPage): string {
  // Right after the viewport, which the preloads' sizes are read against: the first screen's
  // largest picture is then asked for before the style sheet and boot.js and takes the page's own
  // connection, already open and past TCP's slow start, where a new one cost a phone's slow
  // network three more round trips. A template without a viewport gets them at its head's end.
  const viewport = /<meta name="viewport"[^>]*>/.exec(template)?.[0];
  const withHead = viewport
    ? template.replace(viewport, () => `${viewport}${page.head}`)
    : template.replace('</head>', () => `${page.head}</head>`);
  return withHead
    .replace('<title>Murmur</title>', () => `<title>${page.title}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}
