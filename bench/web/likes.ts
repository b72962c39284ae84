// bench:web's like: from the click on a Like button to the frame after it shows
// aria-pressed="true". Each post liked is unliked again through the app, so like counts stay as
// they were (the unlike leaves a 'dislike' row: bench a copy to keep a world intact).
import type { Page, Response } from '@playwright/test';
import { armLikeWatch, nextFrame, unlikedPostOnScreen, type LikeTimes } from './in-page';
import type { Measuring } from './measure';
import { timeFirstPost } from './pages';

export interface Liked {
  inDom: number;
  painted: number;
  fromPointerDown: number;
}

const likeButtonSelector = 'button[aria-label^="Like ("]';

/** The first post on screen whose Like button is not pressed, scrolling a screen at a time. */
async function findUnlikedPost(page: Page, used: string[]) {
  for (let screens = 0; screens < 30; screens++) {
    const id = await page.evaluate(unlikedPostOnScreen, { used, selector: likeButtonSelector });
    if (id) return id;
    await page.evaluate(nextFrame);
  }
  return undefined;
}

const answerTo = (kind: 'like' | 'dislike') => (response: Response) =>
  new RegExp(`/api/posts/${kind}/`).test(response.url()) && response.request().method() === 'POST';

/** Likes `runs` posts of the feed not liked yet, one after the other, unliking each after. */
export async function measureLikes(
  { open, runs, timeoutMs }: Measuring,
  results: Liked[],
): Promise<void> {
  const { context, page } = await open();
  const used: string[] = [];
  try {
    await timeFirstPost(page, '/', timeoutMs);
    for (let run = 0; run < runs; run++) {
      const postId = await findUnlikedPost(page, used);
      if (!postId) throw new Error('No post on the feed with its Like button not pressed');
      used.push(postId);
      const button = page
        .getByRole('feed')
        .locator(`article[data-post-id="${postId}"]`)
        .getByRole('button', { name: /^Like \(/ });
      await page.evaluate(armLikeWatch, { postId, selector: likeButtonSelector, timeoutMs });
      const liked = page.waitForResponse(answerTo('like'), { timeout: timeoutMs });
      liked.catch(() => {}); // awaited below
      await button.click();
      const times: LikeTimes = await page.evaluate(() => window.__bench?.like ?? {});
      const { click, pressed, painted } = times;
      if (times.timedOut || click === undefined || pressed === undefined || !painted)
        throw new Error(
          `The Like button of post ${postId} did not show aria-pressed="true" within ` +
            `${timeoutMs / 1000} s of the click` +
            (click === undefined ? ' (the click was not seen in the page)' : ''),
        );
      const answer = await liked;
      if (!answer.ok()) throw new Error(`The like of ${postId} was refused: ${answer.status()}`);
      results.push({
        inDom: pressed - click,
        painted: painted - click,
        fromPointerDown: painted - (times.pointerdown ?? click),
      });
      // Unliked again (the app's Unlike: the post's like count is as it was). The app takes one
      // change of a post at a time and ignores a click while the like is still settling: a
      // click that did not turn the button off within 2 s is made again.
      const unliked = page.waitForResponse(answerTo('dislike'), { timeout: timeoutMs });
      unliked.catch(() => {}); // awaited below; not an unhandled rejection if a step fails first
      const off = button.and(page.locator('[aria-pressed="false"]'));
      for (let tries = 1; ; tries++) {
        await button.click();
        const turnedOff = await off.waitFor({ timeout: 2000 }).then(
          () => true,
          () => false,
        );
        if (turnedOff) break;
        if (tries === 5)
          throw new Error(`The Like button of post ${postId} did not turn off after 5 clicks`);
      }
      const undo = await unliked;
      if (!undo.ok()) throw new Error(`The unlike of ${postId} was refused: ${undo.status()}`);
    }
  } finally {
    await context.close();
  }
}
