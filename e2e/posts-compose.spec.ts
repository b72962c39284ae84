import { expect, test } from '@playwright/test';
import { mp4WithLocation } from '../src/server/testing/picture-files';
import { paths } from '../src/web/config/paths';
import { dismissToasts, submitLogin, toast } from './support/shell';
import {
  composeWithPicture,
  createUndescribed,
  createPost,
  deleteThroughMenu,
  keptDraftFile,
  makePng,
  openComposer,
  postWith,
  scrollUntilVisible,
  signUpAndLogIn,
} from './support/posts';

// Writing, editing and deleting posts through the composer, on the Node server (uploads go
// through POST /api/media there).

test('a post with text, a picture and an emoji goes on top under Latest; edit; delete', async ({
  page,
}) => {
  // Signup, two posts, an upload, the emoji picker, edit and delete: the longest flow here.
  test.slow();
  await signUpAndLogIn(page, 'composer');
  await expect(page.getByText('No Posts yet to be shown')).toBeVisible();
  await createPost(page, 'My first post, written earlier');
  // Its toast would otherwise stand beside the second post's, with the same words.
  await dismissToasts(page);

  const dialog = await composeWithPicture(page, 'Fresh from the kiln ', 'kiln.png');
  // The description is what a screen reader reads in the picture's place.
  await dialog.getByLabel('Description').fill('A speckled mug, fresh from the kiln');
  await expect(
    dialog.getByRole('img', { name: 'A speckled mug, fresh from the kiln' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Add emoji' }).click();
  await dialog.getByRole('textbox', { name: 'Type to search for an emoji' }).fill('fire');
  await dialog.getByRole('gridcell', { name: 'fire', exact: true }).click();
  await expect(dialog.getByLabel('Post text')).toHaveValue('Fresh from the kiln 🔥');
  await expect(dialog.getByText('21/500')).toBeVisible();
  const upload = page.waitForResponse('**/api/media');
  await dialog.getByRole('button', { name: 'Create' }).click();
  expect((await upload).status()).toBe(201);
  await expect(toast(page, 'Post created successfully !')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  const first = page.getByRole('feed', { name: 'Latest posts' }).getByRole('article').first();
  await expect(first).toContainText('Fresh from the kiln 🔥');
  await expect(
    first.getByRole('img', { name: 'A speckled mug, fresh from the kiln' }),
  ).toHaveAttribute('src', /^\/media\/[\w-]+\.png$/);
  await first.getByRole('button', { name: 'ALT, description' }).click();
  await expect(first.getByText('A speckled mug, fresh from the kiln')).toBeVisible();

  await first.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(edit.getByLabel('Post text')).toHaveValue('Fresh from the kiln 🔥');
  await edit.getByLabel('Post text').fill('Fresh from the kiln, glazed now 🔥');
  await expect(edit.getByLabel('Description')).toHaveValue('A speckled mug, fresh from the kiln');
  await edit.getByLabel('Description').fill('A speckled mug with a glossy glaze');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Post updated successfully !')).toBeVisible();
  await expect(first).toContainText('Fresh from the kiln, glazed now 🔥');
  await expect(
    first.getByRole('img', { name: 'A speckled mug with a glossy glaze' }),
  ).toBeVisible();

  await first.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete post?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(postWith(page, 'glazed now')).toBeVisible();
  await expect(first.getByRole('button', { name: 'More options' })).toBeFocused();
  await first.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Post deleted successfully')).toBeVisible();
  await expect(postWith(page, 'glazed now')).toHaveCount(0);
  await expect(postWith(page, 'My first post, written earlier')).toBeVisible();
});

test('too-long text and a wrong or too large file show their messages, losing nothing', async ({
  page,
}) => {
  // A 10 MB file crosses from the test to the browser.
  test.slow();
  await signUpAndLogIn(page, 'limits');
  const dialog = await openComposer(page);
  const text = dialog.getByLabel('Post text');
  const create = dialog.getByRole('button', { name: 'Create' });

  // A family emoji is several code points but one character.
  await text.fill('👩‍👩‍👧'.repeat(500));
  await expect(dialog.getByText('500/500')).toBeVisible();
  await expect(create).toBeEnabled();
  await text.fill('x'.repeat(501));
  await expect(dialog.getByText('501/500')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Posts can be at most 500 characters.');
  await expect(create).toBeDisabled();
  await text.fill('Short again');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  const picker = dialog.getByLabel('Add images or a video');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/media')) uploads.push(request.url());
  });
  await picker.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file must be a PNG, JPEG, GIF or WebP image, or an MP4 or WebM video.',
  );
  const png = await makePng(page, 8, 8);
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]),
  });
  await expect(dialog.getByRole('alert')).toHaveText('The file must be at most 10 MB.');
  await expect(dialog.getByRole('img', { name: 'Chosen for this post' })).toHaveCount(0);
  await expect(text).toHaveValue('Short again');
  expect(uploads).toEqual([]);

  await picker.setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Chosen for this post' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Remove picture 1' }).click();
  await expect(dialog.getByRole('img', { name: 'Chosen for this post' })).toHaveCount(0);
});

test('a draft with its picture survives closing, reopening and a reload, until it is discarded', async ({
  page,
}) => {
  test.slow();
  const user = await signUpAndLogIn(page, 'drafts');
  let dialog = await openComposer(page);
  await dialog.getByLabel('Post text').fill('Half a thought,\nto finish later');
  const png = await makePng(page, 120, 80);
  const picture = dialog.getByRole('img', { name: 'Chosen for this post' });
  const pickPicture = async (name: string) => {
    await dialog
      .getByLabel('Add images or a video')
      .setInputFiles({ name, mimeType: 'image/png', buffer: png });
    await expect(picture).toBeVisible();
  };
  await pickPicture('sketch.png');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByText(/Keep this post as a draft\?/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Post text')).toHaveValue('Half a thought,\nto finish later');
  await expect(dialog.getByLabel('Post text')).toBeFocused();
  // Escape takes the question back, as Keep editing does.
  await page.keyboard.press('Escape');
  await expect(dialog.getByText(/Keep this post as a draft\?/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog.getByText(/Keep this post as a draft\?/)).toBeHidden();
  await expect(dialog.getByLabel('Post text')).toBeFocused();
  // Escape in the emoji picker closes the picker only.
  await dialog.getByRole('button', { name: 'Add emoji' }).click();
  const search = dialog.getByRole('textbox', { name: 'Type to search for an emoji' });
  await search.focus();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Add emoji' })).toBeFocused();
  await expect(dialog.getByText(/Keep this post as a draft\?/)).toBeHidden();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Keep draft' }).click();
  await expect(dialog).toBeHidden();

  // Back closes the composer with the page it was opened on, keeping the draft.
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(paths.explore.href());
  dialog = await openComposer(page);
  await page.goBack();
  await expect(page).toHaveURL(paths.feed.href());
  await expect(dialog).toBeHidden();

  dialog = await openComposer(page);
  await expect(dialog.getByLabel('Post text')).toHaveValue('Half a thought,\nto finish later');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Keep draft' }).click();
  await page.reload();
  dialog = await openComposer(page);
  await expect(dialog.getByLabel('Post text')).toHaveValue('Half a thought,\nto finish later');
  await expect(picture).toBeVisible();
  await expect.poll(() => keptDraftFile(page)).toBe('sketch.png');

  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => keptDraftFile(page)).toBeNull();
  dialog = await openComposer(page);
  await expect(dialog.getByLabel('Post text')).toHaveValue('');
  await expect(picture).toHaveCount(0);
  // Nothing typed: closing asks nothing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A kept picture and its description are posted with the text, and the draft is gone.
  dialog = await openComposer(page);
  await dialog.getByLabel('Post text').fill('Finished after all');
  await pickPicture('final.png');
  await dialog.getByLabel('Description').fill('A finished sketch of a teapot');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Keep draft' }).click();
  await page.reload();
  dialog = await openComposer(page);
  await expect(dialog.getByLabel('Description')).toHaveValue('A finished sketch of a teapot');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    postWith(page, 'Finished after all').getByRole('img', {
      name: 'A finished sketch of a teapot',
    }),
  ).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => keptDraftFile(page)).toBeNull();

  // Logging out forgets a kept picture, for the next person at this computer.
  dialog = await openComposer(page);
  await pickPicture('private.png');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Keep draft' }).click();
  await expect.poll(() => keptDraftFile(page)).toBe('private.png');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => keptDraftFile(page)).toBeNull();
  await page.goto(paths.login.href());
  await submitLogin(page, user.username, user.password);
  dialog = await openComposer(page);
  await expect(dialog.getByLabel('Post text')).toHaveValue('');
  await expect(picture).toHaveCount(0);
});

test("only the author's posts have the menu; refusals say why in a toast", async ({ page }) => {
  await signUpAndLogIn(page, 'menus');
  await createPost(page, 'A post of my own to manage');
  await page.goto(paths.explore.href());
  // Other tests post meanwhile: each post is found by scrolling to it (the list is windowed).
  const mine = postWith(page, 'A post of my own to manage');
  await scrollUntilVisible(page, mine);
  await expect(mine.getByRole('button', { name: 'More options' })).toBeVisible();

  // Were the post someone else's (another tab, a stale page), the server answers 400.
  await page.route('**/api/posts/edit/**', (route) =>
    route.fulfill({
      status: 400,
      json: {
        errors: ["Cannot edit a Post doesn't belong to the logged in User."],
        code: 'cannot_edit_post',
      },
    }),
  );
  await page.route('**/api/posts/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 400,
          json: {
            errors: ["Cannot delete a Post doesn't belong to the logged in User."],
            code: 'cannot_delete_post',
          },
        })
      : route.fallback(),
  );
  await mine.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await edit.getByLabel('Post text').fill('Changed');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(
    toast(page, "Cannot edit a Post doesn't belong to the logged in User."),
  ).toBeVisible();
  // What was typed is still there to try again.
  await expect(edit.getByLabel('Post text')).toHaveValue('Changed');
  await page.keyboard.press('Escape');
  await edit.getByRole('button', { name: 'Discard' }).click();

  await deleteThroughMenu(page, mine, 'post');
  await expect(toast(page, 'You cannot delete this post')).toBeVisible();
  await expect(mine).toBeVisible();

  // Someone else's post, further down (the list scrolls on past mine), has no menu.
  const theirs = postWith(page, 'Starting a beginner wheel class on Saturdays');
  await scrollUntilVisible(page, theirs);
  await expect(theirs.getByRole('heading')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'More options' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: /^Like \(/ })).toBeVisible();
});

test('a video is uploaded and plays in the post with the browser’s controls', async ({ page }) => {
  await signUpAndLogIn(page, 'video');
  const dialog = await openComposer(page);
  await dialog.getByLabel('Post text').fill('Wheel throwing, in motion');
  // A real one-second clip: the server copies it through ffmpeg, without its metadata.
  await dialog.getByLabel('Add images or a video').setInputFiles({
    name: 'wheel.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from(await mp4WithLocation()),
  });
  await expect(dialog.locator('video')).toHaveAttribute('src', /^data:video\/mp4;base64,/);
  await createUndescribed(dialog);
  // The upload waits its turn for ffmpeg behind other workers' pictures.
  await expect(toast(page, 'Post created successfully !')).toBeVisible({ timeout: 30_000 });
  const video = postWith(page, 'Wheel throwing, in motion').locator('video');
  await expect(video).toHaveAttribute('src', /^\/media\/[\w-]+\.mp4$/);
  await expect(video).toHaveAttribute('controls', '');
});
