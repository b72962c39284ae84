import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../src/web/config/paths';
import { newUser, passwordCheck, signUpOnForm, submitLogin, type NewUser } from './shell';

/**
 * A new account of this test's own, logged in: what it posts, likes and bookmarks is seen by no
 * other test, since the server's database is shared by the whole run.
 */
export async function signUpAndLogIn(page: Page, prefix: string): Promise<NewUser> {
  const user = newUser(prefix);
  await page.goto(paths.signup.href());
  await signUpOnForm(page, user);
  await submitLogin(page, user.username, user.password);
  await expect(page.getByRole('heading', { level: 1, name: 'User Feed' })).toBeVisible(
    passwordCheck,
  );
  return user;
}

/** A real PNG the browser draws: a colourful picture to upload, as a file chooser would give. */
export async function makePng(page: Page, width = 600, height = 400): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const g = canvas.getContext('2d')!;
      const gradient = g.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#5b3df5');
      gradient.addColorStop(1, '#ff5c9a');
      g.fillStyle = gradient;
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#ffffff';
      g.beginPath();
      g.arc(w * 0.7, h * 0.35, h * 0.15, 0, Math.PI * 2);
      g.fill();
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    [width, height] as const,
  );
  return Buffer.from(bytes);
}

/** The article of the post with this text. */
export const postWith = (page: Page, text: string): Locator =>
  page.getByRole('article').filter({ hasText: text });

/**
 * Brings a post of a windowed list on screen: the list renders only the posts near the screen
 * and reads its next pages as the reader nears its end, so the window scrolls down a screen at a
 * time until the post is rendered, then to it. It only scrolls down: a post above the window is
 * not looked for (the list's end line then fails the search at once).
 */
export async function scrollUntilVisible(page: Page, target: Locator) {
  await expect(page.getByRole('article').first()).toBeVisible();
  const end = page.getByText('You have reached the end');
  const deadline = Date.now() + 60_000;
  while ((await target.count()) === 0) {
    if (await onScreen(end)) throw new Error('Reached the end of the list without the post');
    if (Date.now() > deadline) throw new Error('Scrolled for 60 s without reaching the post');
    await page.mouse.wheel(0, 600);
    // The next screen, or the next page, renders it or not: a short wait for it, then on.
    await target.waitFor({ state: 'attached', timeout: 300 }).catch(() => undefined);
  }
  // The wheel scrolls smoothly: the page settles where the last one leaves it, then goes to it.
  let last = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport();
}

/** Whether the element is rendered and some of it is on screen now (expect would wait). */
const onScreen = async (target: Locator) =>
  (await target.count()) > 0 &&
  (await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  }));

/** Opens New Post and waits for the composer. */
export async function openComposer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Post' });
  await expect(dialog.getByLabel('Post text')).toBeFocused();
  return dialog;
}

/** Opens the composer with this text and a PNG made in the page, and waits for its preview. */
export async function composeWithPicture(
  page: Page,
  text: string,
  fileName: string,
  [width, height] = [600, 400],
): Promise<Locator> {
  const dialog = await openComposer(page);
  await dialog.getByLabel('Post text').fill(text);
  await dialog.getByLabel('Add images or a video').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: await makePng(page, width, height),
  });
  await expect(dialog.getByRole('img', { name: 'Chosen for this post' })).toBeVisible();
  return dialog;
}

/**
 * Deletes a post or a reply as its author does: its menu, Delete, then Delete in the question,
 * pressed once or (to check that it is sent once) twice.
 */
export async function deleteThroughMenu(
  page: Page,
  card: Locator,
  what: 'post' | 'reply',
  press: 'click' | 'dblclick' = 'click',
) {
  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${what}?` });
  await confirm.getByRole('button', { name: 'Delete' })[press]();
}

/** Writes a text-only post through the composer and waits for its toast. */
export async function createPost(page: Page, content: string) {
  const dialog = await openComposer(page);
  await dialog.getByLabel('Post text').fill(content);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(postWith(page, content)).toBeVisible();
}

/**
 * axe as expectNoAxeViolations, leaving out one part of the page: for the emoji picker's list,
 * whose library puts role="grid" on a <ul> and role="rowgroup" on its <li>s (aria-allowed-role).
 * The grid works with a screen reader; the rule objects to the element it sits on.
 */
export async function expectNoAxeViolationsOutside(page: Page, exclude: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude(exclude)
    .analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) })),
  ).toEqual([]);
}

/** The name of the picture or video the composer's draft keeps in IndexedDB, or null. */
export function keptDraftFile(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const opening = indexedDB.open('murmur', 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore('files');
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB would not open'));
        opening.onsuccess = () => {
          const database = opening.result;
          const reading = database
            .transaction('files')
            .objectStore('files')
            .get('post-draft-media');
          reading.onsuccess = () => {
            database.close();
            resolve(reading.result instanceof File ? reading.result.name : null);
          };
          reading.onerror = () => reject(reading.error ?? new Error('IndexedDB would not read'));
        };
      }),
  );
}

/**
 * Create on a post with a picture or video undescribed: the first press reminds of the missing
 * description (once), the second posts.
 */
export async function createUndescribed(dialog: Locator) {
  const create = dialog.getByRole('button', { name: 'Create' });
  await create.click();
  await expect(dialog.getByRole('status')).toContainText('has no description');
  await create.click();
}
