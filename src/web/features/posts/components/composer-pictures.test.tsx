import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostResponse } from '@/contract';
import { composerMediaMessages } from '@/contract/client-messages';
import { serverConfigQuery } from '@/web/lib/server-config';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';
import { loadComposer } from '..';

// A real 1×1 PNG: the composer checks a file's bytes, not its name.
const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const pictureFile = (name: string) => new File([png], name, { type: 'image/png' });

/** The composer open in the feed, after the server's config is known (optionally changed). */
async function openComposer(api: ReturnType<typeof useTestApi>, requireAltText = false) {
  await loadComposer();
  await logInAs(api.current(), 'guest');
  const app = renderApp(paths.feed.href());
  const config = await app.queryClient.fetchQuery(serverConfigQuery);
  app.queryClient.setQueryData(serverConfigQuery.queryKey, { ...config, requireAltText });
  await app.user.click(await screen.findByRole('button', { name: 'New Post' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a Post' });
  const add = (...names: string[]) =>
    app.user.upload(within(dialog).getByLabelText('Add images or a video'), names.map(pictureFile));
  return { app, dialog, add };
}

const chosenNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Chosen media' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

describe("the composer's pictures", () => {
  const api = useTestApi();

  it(
    'takes several, in order, each described, moved and removed, and posts the first as the first',
    { timeout: 30_000 },
    async () => {
      const { app, dialog, add } = await openComposer(api);
      await add('one.png', 'two.png', 'three.png');
      await app.user.type(
        await within(dialog).findByLabelText('Description of picture 1 (optional)'),
        'One',
      );
      await app.user.type(
        within(dialog).getByLabelText('Description of picture 2 (optional)'),
        'Two',
      );
      await app.user.type(
        within(dialog).getByLabelText('Description of picture 3 (optional)'),
        'Three',
      );
      expect(chosenNames(dialog)).toEqual(['One', 'Two', 'Three']);

      // By keyboard: the move button keeps the focus as its picture moves.
      const later = within(dialog).getByRole('button', { name: 'Move picture 1 later' });
      later.focus();
      await app.user.keyboard('{Enter}');
      expect(chosenNames(dialog)).toEqual(['Two', 'One', 'Three']);
      expect(later).toHaveFocus();
      expect(later).toHaveAccessibleName('Move picture 2 later');
      await app.user.click(within(dialog).getByRole('button', { name: 'Move picture 3 earlier' }));
      expect(chosenNames(dialog)).toEqual(['Two', 'Three', 'One']);
      await app.user.click(within(dialog).getByRole('button', { name: 'Remove picture 3' }));
      expect(chosenNames(dialog)).toEqual(['Two', 'Three']);

      // A fifth picture is one too many; the four chosen stay.
      await add('four.png', 'five.png', 'six.png');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        composerMediaMessages.tooMany,
      );
      expect(chosenNames(dialog)).toHaveLength(2);

      await app.user.click(within(dialog).getByRole('button', { name: 'Content warning' }));
      const warning = within(dialog).getByLabelText('Content warning');
      await app.user.type(warning, 'Doors');
      expect(within(dialog).getByText('5/100')).toBeVisible();
      await app.user.click(within(dialog).getByLabelText('Mark media as sensitive'));

      await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const feed = screen.getByRole('feed', { name: 'Latest posts' });
      const [newest] = within(feed).getAllByRole('article');
      const stored = await api
        .current()
        .call<PostResponse>('GET', `/api/posts/${newest!.dataset.itemId}`);
      expect(stored.body.post.mediaAlt).toBe('Two');
    },
  );

  it('asks for every description where the server requires them', { timeout: 30_000 }, async () => {
    const { app, dialog, add } = await openComposer(api, true);
    await add('one.png', 'two.png');
    await app.user.type(await within(dialog).findByLabelText('Description of picture 1'), 'One');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(composerMediaMessages.altRequired('picture 2'));
    await app.user.type(within(dialog).getByLabelText('Description of picture 2'), 'Two');
    expect(create).toBeEnabled();
  });

  it('reminds once of a missing description, then posts', { timeout: 30_000 }, async () => {
    const { app, dialog, add } = await openComposer(api);
    await app.user.type(within(dialog).getByLabelText('Post text'), 'Undescribed');
    await add('one.png');
    await within(dialog).findByRole('list', { name: 'Chosen media' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      composerMediaMessages.altReminder('picture 1'),
    );
    expect(within(dialog).getByLabelText('Description of picture 1 (optional)')).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
