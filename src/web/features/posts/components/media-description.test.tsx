import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostResponse } from '@/contract';
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

describe("a picture's description", () => {
  const api = useTestApi();

  // The composer's first load is transformed for the test on first import: more than 5 s.
  it(
    'is written under the chosen picture, posted with it, read in its place and shown on ALT',
    { timeout: 30_000 },
    async () => {
      await loadComposer();
      await logInAs(api.current(), 'guest');
      const app = renderApp(paths.feed.href());
      await app.user.click(await screen.findByRole('button', { name: 'New Post' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a Post' });
      await app.user.upload(
        within(dialog).getByLabelText('Add images or a video'),
        new File([png], 'dot.png', { type: 'image/png' }),
      );
      const description = await within(dialog).findByLabelText(
        'Description of picture 1 (optional)',
      );
      expect(description).toHaveAccessibleDescription(
        'Read aloud to people who cannot see it. Up to 1,500 characters.',
      );
      await app.user.type(description, 'A single purple dot');
      expect(within(dialog).getByRole('img', { name: 'A single purple dot' })).toBeVisible();
      await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const feed = screen.getByRole('feed', { name: 'Latest posts' });
      const [newest] = within(feed).getAllByRole('article');
      expect(within(newest!).getByRole('img', { name: 'A single purple dot' })).toBeVisible();
      const stored = await api
        .current()
        .call<PostResponse>('GET', `/api/posts/${newest!.dataset.itemId}`);
      expect(stored.body.post.mediaAlt).toBe('A single purple dot');

      const badge = within(newest!).getByRole('button', { name: 'ALT, description' });
      expect(badge).toHaveAttribute('aria-expanded', 'false');
      await app.user.click(badge);
      expect(badge).toHaveAttribute('aria-expanded', 'true');
      expect(within(newest!).getByText('A single purple dot', { selector: 'p' })).toBeVisible();
      await app.user.click(badge);
      expect(within(newest!).queryByText('A single purple dot', { selector: 'p' })).toBeNull();
    },
  );

  it('gives a picture without one a name that says whose it is, and no ALT badge', async () => {
    await logInAs(api.current(), 'guest');
    await api.current().call('POST', '/api/posts', {
      token: await api.current().login('guest'),
      body: {
        postData: {
          content: 'Undescribed',
          mediaURL: `data:image/png;base64,${btoa(String.fromCharCode(...png))}`,
        },
      },
    });
    renderApp(paths.feed.href());
    const feed = await screen.findByRole('feed', { name: 'Latest posts' });
    const newest = await within(feed).findByRole('article', { name: /Guest/ });
    await waitFor(() => expect(newest).toHaveTextContent('Undescribed'));
    expect(within(newest).getByRole('img', { name: /^Attached by / })).toBeVisible();
    expect(within(newest).queryByRole('button', { name: /description/ })).toBeNull();
  });
});
