import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import { apiPaths } from '@/contract';
import type { ServerHarness } from './server-harness';

// The public pages' tests (src/server/public-pages/*.test.ts): accounts and posts made through
// the API, and the pages and feeds read as a browser and a feed reader read them.

// jsdom's DOMParser reads the pages as a browser does, and the feeds as an XML parser.
const { DOMParser } = new JSDOM().window;

/** A new account, logged in: its token. */
export async function signUp(h: ServerHarness, username: string, firstName = 'Maya') {
  const password = `${username}-long-passphrase`;
  const body = {
    firstName,
    lastName: 'Clay',
    username,
    email: `${username}@example.com`,
    password,
    confirmPassword: password,
  };
  expect((await h.call('POST', apiPaths.signup(), { body })).status).toBe(201);
  return h.login(username, password);
}

/** A post written a second after the last one: its id. */
export async function writePost(
  h: ServerHarness,
  token: string,
  postData: Record<string, unknown>,
) {
  h.advance(1000);
  const answer = await h.call('POST', apiPaths.posts(), {
    token,
    body: { postData },
    headers: { prefer: 'return=minimal' },
  });
  expect(answer.status).toBe(201);
  return answer.body.post._id as string;
}

/** The page as a browser parses it, and what its head says. */
export function parsed(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const content = (selector: string) =>
    document.querySelector(selector)?.getAttribute('content') ?? undefined;
  return {
    document,
    title: document.title,
    og: (name: string) => content(`meta[property="og:${name}"]`),
    named: (name: string) => content(`meta[name="${name}"]`),
    link: (rel: string) =>
      document.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? undefined,
  };
}

/** An XML document as an XML parser reads it; a document that is not well-formed fails. */
export function parsedXml(xml: string) {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

/** The text of an element's first child of that name (a channel's title, an item's link). */
export const childText = (parent: Element, name: string) =>
  [...parent.children].find((node) => node.nodeName === name)?.textContent ?? undefined;
