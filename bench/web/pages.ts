// bench:web's pages: logging in through the form, a new page in a context of its own (the
// session given, the first-post watch installed), and the time to the first post on screen.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { guestCredentials } from '@/contract';
import { nameHelperScript } from '../support/browser';
import { watchForFirstPost } from './in-page';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface PageSettings {
  baseUrl: string;
  /** The longest wait for anything in the page: a first post, a like, the server's answer. */
  timeoutMs: number;
}

/** Logs in (as the guest unless told) through the login form; the session the app stored. */
export async function logInThroughForm(
  browser: Browser,
  { baseUrl, timeoutMs }: PageSettings,
  credentials: { username: string; password: string } = guestCredentials,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.goto('/login');
    await page.getByLabel('Username').fill(credentials.username);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'User Feed' })
      .waitFor({ timeout: timeoutMs })
      .catch(() => {
        throw new Error(`Logging in as ${credentials.username} did not reach the feed`);
      });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
}

export async function newPage(
  browser: Browser,
  storageState: StorageState,
  viewport: { width: number; height: number },
  { baseUrl, timeoutMs }: PageSettings,
): Promise<OpenPage> {
  const context = await browser.newContext({ baseURL: baseUrl, storageState, viewport });
  await context.addInitScript({ content: nameHelperScript });
  await context.addInitScript(watchForFirstPost);
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  return { context, page };
}

export interface FirstPost {
  /** ms from the navigation's start to the frame showing the first post. */
  painted: number;
  inDom: number;
  documentAnswered: number;
}

const bodyText = (page: Page) =>
  page
    .locator('body')
    .innerText({ timeout: 2000 })
    .then(
      (text) => text.slice(0, 200),
      () => '(unreadable)',
    );

/** Goes to path and waits for the first post on screen. */
export async function timeFirstPost(page: Page, path: string, timeoutMs: number) {
  await page.goto(path, { waitUntil: 'commit' });
  try {
    await page.waitForFunction(() => window.__bench?.firstPost !== undefined, null, {
      timeout: timeoutMs,
      polling: 50,
    });
  } catch {
    throw new Error(
      `No post on screen at ${path} within ${timeoutMs / 1000} s (the page is at ` +
        `${page.url()}; its text starts: ${JSON.stringify(await bodyText(page))})`,
    );
  }
  return page.evaluate((): FirstPost => ({
    painted: window.__bench?.firstPost ?? NaN,
    inDom: window.__bench?.firstPostInDom ?? NaN,
    documentAnswered:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.responseStart ?? NaN,
  }));
}
