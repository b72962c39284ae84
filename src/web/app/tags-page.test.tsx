import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/api-server';
import { logInAs, logInThroughApi, renderApp } from '../testing/render-app';
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

  it("counts others' new posts with the tag on a pill that puts them on top", async () => {
    const guest = await logInAs(api.current(), 'guest');
    const post = (token: string, content: string) =>
      api.current().call('POST', '/api/posts', { body: { postData: { content } }, token });
    await post(guest.encodedToken, 'First firing of the #KilnWeb season');
    const app = renderApp(paths.tag.href('kilnweb'));
    const tagFeed = await screen.findByRole('feed', { name: '#kilnweb' }, { timeout: 15_000 });
    await within(tagFeed).findByText(/First firing/);
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();

    const maya = await logInThroughApi(api.current(), 'maya.clay');
    await post(maya.encodedToken, 'Celadon results from the #kilnweb crowd');
    // The page asks again when the window is shown again, as it does every half minute.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await app.user.click(await screen.findByRole('button', { name: '1 new post' }));
    await waitFor(() => expect(within(tagFeed).getAllByRole('article')).toHaveLength(2));
    expect(within(tagFeed).getAllByRole('article')[0]).toHaveTextContent(/Celadon results/);
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
  });

  it('says so at an address that cannot be a tag', async () => {
    await logInAs(api.current(), 'guest');
    renderApp(paths.tag.href('2026'));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'This address is not one',
    );
  });
});
