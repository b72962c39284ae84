import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/api-server';
import { logInAs, renderApp } from '../testing/render-app';
import { paths } from '../config/paths';

// The tag page and the trending tags through MSW over the real backend on the memory store, as
// the in-page demo runs them.
describe('hashtags in the web app', () => {
  const api = useTestApi();

  it("links a post's #tag to its page, which lists the post, and shows the tag trending", async () => {
    const login = await logInAs(api.current(), 'guest');
    await api.current().call('POST', '/api/posts', {
      body: { postData: { content: 'Glazing with the #KilnWeb crowd' } },
      token: login.encodedToken,
    });
    const app = renderApp(paths.explore.href());
    // The first render loads the lazy routes: on a busy machine that takes a while.
    const feed = await screen.findByRole('feed', { name: 'Explore' }, { timeout: 15_000 });
    await within(feed).findByText(/Glazing with the/);
    await app.user.click(within(feed).getByRole('link', { name: '#KilnWeb' }));

    expect(await screen.findByRole('heading', { level: 1, name: '#kilnweb' })).toBeVisible();
    const tagFeed = await screen.findByRole('feed', { name: '#kilnweb' });
    await waitFor(() => expect(within(tagFeed).getAllByRole('article')).toHaveLength(1));
    const trending = screen.getAllByRole('region', { name: 'Trending tags' })[0]!;
    expect(
      await within(trending).findByRole('link', { name: /^#kilnweb\s*1 person$/ }),
    ).toHaveAttribute('href', paths.tag.href('kilnweb'));
  });

  it('says so at an address that cannot be a tag', async () => {
    await logInAs(api.current(), 'guest');
    renderApp(paths.tag.href('2026'));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'This address is not one',
    );
  });
});
