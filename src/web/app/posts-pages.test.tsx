import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostsResponse } from '@/contract';
import type { TestApi } from '@/backend/testing/test-api';
import { useTestApi } from '../testing/api-server';
import { logInAs, renderApp } from '../testing/render-app';
import { paths } from '../config/paths';
import { sessionStore } from '../lib/session';
import { loadComposer } from '../features/posts';
import { feedTabStore } from '../features/posts/lib/feed-sort';

const firstArticle = (feedName: string) =>
  within(screen.getByRole('feed', { name: feedName })).getAllByRole('article')[0]!;

type App = ReturnType<typeof renderApp>;

/** Two posts of the guest's, made through the API, the second the newest. */
async function guestPosts(api: TestApi, contents: [string, string]) {
  const login = await logInAs(api, 'guest');
  for (const content of contents)
    await api.call('POST', '/api/posts', {
      body: { postData: { content, mediaURL: '' } },
      token: login.encodedToken,
    });
}

/** Deletes a post through its menu and the dialog that asks first. */
async function deleteThroughMenu(app: App, article: HTMLElement) {
  await app.user.click(within(article).getByRole('button', { name: 'More options' }));
  await app.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  await app.user.click(
    within(screen.getByRole('dialog', { name: 'Delete post?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
}

describe('posts pages', () => {
  const api = useTestApi();
  // The tab lives outside React, as the composer switches it: a test that picks one puts it back.
  afterEach(() => feedTabStore.reset());

  it('sorts Explore by Latest, Oldest or Trending', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    const feed = await screen.findByRole('feed', { name: 'Explore' });
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(14));
    expect(firstArticle('Explore')).toHaveTextContent('Nov 20, 2026');

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await app.user.selectOptions(sort, 'Oldest');
    expect(firstArticle('Explore')).toHaveTextContent('Oct 3, 2026');
    await app.user.selectOptions(sort, 'Trending');
    expect(
      within(firstArticle('Explore')).getByRole('button', { name: /^Like \(/ }),
    ).toHaveTextContent('45');
  });

  it('reads the feed page by page as the reader nears its end, then says it has ended', async () => {
    const login = await logInAs(api.current(), 'guest');
    for (let n = 1; n <= 25; n++)
      await api.current().call('POST', '/api/posts', {
        body: { postData: { content: `Paged post ${n}`, mediaURL: '' } },
        token: login.encodedToken,
      });
    const app = renderApp('/');
    await app.user.click(await screen.findByRole('tab', { name: 'Latest' }));
    const feed = await screen.findByRole('feed', { name: 'Latest posts' });
    expect(firstArticle('Latest posts')).toHaveTextContent('Paged post 25');
    // The first page holds 20; the rest (5 more of the guest's, the 8 of the people followed)
    // comes with the next page, which the tall test window asks for at once.
    expect(await screen.findByText('You have reached the end')).toBeInTheDocument();
    const articles = within(feed).getAllByRole('article');
    expect(articles).toHaveLength(34);
    expect(articles.map((article) => article.getAttribute('aria-posinset'))).toEqual(
      articles.map((_, index) => String(index + 1)),
    );
    expect(articles[0]).toHaveAttribute('aria-setsize', '34');
    expect(within(feed).getAllByText(/^Paged post \d+$/)).toHaveLength(25);
  });

  it('opens the feed on Trending for the next user, whatever tab the last one left', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp('/');
    await screen.findByRole('feed', { name: 'Trending posts' });
    await app.user.click(screen.getByRole('tab', { name: 'Latest' }));
    expect(await screen.findByRole('feed', { name: 'Latest posts' })).toBeVisible();

    sessionStore.end();
    await logInAs(api.current(), 'maya.clay');
    expect(await screen.findByRole('feed', { name: 'Trending posts' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Trending' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between posts with Page Down and Page Up, and leaves the feed with Control+End', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    const feed = await screen.findByRole('feed', { name: 'Explore' });
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(14));
    const [first, second] = within(feed).getAllByRole('article');
    first!.focus();
    await app.user.keyboard('{PageDown}');
    await waitFor(() => expect(document.activeElement).toBe(second));
    await app.user.keyboard('{PageUp}');
    await waitFor(() => expect(document.activeElement).toBe(first));
    await app.user.keyboard('{Control>}{End}{/Control}');
    expect(feed).not.toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(document.body);
    // What it reached follows the feed in the page.
    expect(
      feed.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("moves between a post's replies with Page Down and Page Up", async () => {
    await logInAs(api.current(), 'guest');
    const all = await api.current().call<PostsResponse>('GET', '/api/posts');
    const post = all.body.posts.find((candidate) => candidate.commentCount >= 2)!;
    const app = renderApp(paths.post.href(post._id));
    const replies = await screen.findByRole('feed', { name: 'Replies' });
    await waitFor(() =>
      expect(within(replies).getAllByRole('article')).toHaveLength(post.commentCount),
    );
    const [first, second] = within(replies).getAllByRole('article');
    first!.focus();
    await app.user.keyboard('{PageDown}');
    await waitFor(() => expect(document.activeElement).toBe(second));
    await app.user.keyboard('{PageUp}');
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('keeps focus in the list when the focused post leaves it', async () => {
    const login = await logInAs(api.current(), 'guest');
    const all = await api.current().call<PostsResponse>('GET', '/api/posts');
    for (const post of all.body.posts.slice(0, 2))
      await api.current().call('POST', `/api/posts/like/${post._id}`, {
        token: login.encodedToken,
      });
    const app = renderApp(paths.liked.href());
    const feed = await screen.findByRole('feed', { name: 'Liked Posts' });
    const before = within(feed).getAllByRole('article');
    expect(before.length).toBeGreaterThan(1);
    // Unliking on Liked Post takes the post away from under the keyboard's focus.
    await app.user.click(within(before[0]!).getByRole('button', { name: /^Like \(/ }));
    await waitFor(() =>
      expect(within(feed).getAllByRole('article')).toHaveLength(before.length - 1),
    );
    expect(document.activeElement).toBe(before[1]);
  });

  it('moves focus to the next post when the user deletes one', async () => {
    await guestPosts(api.current(), ['First of two', 'Second of two']);
    const app = renderApp(paths.profile.href('guest'));
    const feed = await screen.findByRole('feed', { name: /^Posts by/ });
    const [newest, older] = within(feed).getAllByRole('article');
    await deleteThroughMenu(app, newest!);
    await waitFor(() => expect(newest).not.toBeInTheDocument());
    expect(document.activeElement).toBe(older);
  });

  it("counts the user's posts on their profile at once when they delete one", async () => {
    await guestPosts(api.current(), ['Mine to keep', 'Mine to delete']);
    const app = renderApp(paths.profile.href('guest'));
    const feed = await screen.findByRole('feed', { name: /^Posts by/ });
    const postCount = () => screen.getByText(/^Posts?$/).closest('li');
    await waitFor(() => expect(postCount()).toHaveTextContent(/^2 Posts$/));
    const [newest] = within(feed).getAllByRole('article');
    await deleteThroughMenu(app, newest!);
    await waitFor(() => expect(postCount()).toHaveTextContent(/^1 Post$/));
  });

  // Three pages and the composer's first load (its code is transformed for the test on first
  // import, seconds on a busy machine): more than the default 5 s.
  it(
    "counts a post made from another page, the API tester's, on the user's profile",
    { timeout: 30_000 },
    async () => {
      await loadComposer();
      await guestPosts(api.current(), ['One', 'Two']);
      const app = renderApp(paths.profile.href('guest'));
      const postCount = () => screen.getByText(/^Posts?$/).closest('li');
      await waitFor(() => expect(postCount()).toHaveTextContent(/^2 Posts$/));
      await app.user.click(screen.getByRole('link', { name: 'API Tester' }));
      // New Post of the tester's own frame, once it has taken the profile's place.
      await screen.findByRole('heading', { level: 1, name: 'API Request Tester' });
      await app.user.click(screen.getByRole('button', { name: 'New Post' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a Post' });
      await app.user.click(within(dialog).getByLabelText('Post text'));
      await app.user.paste('Three');
      await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await app.user.click(screen.getByRole('link', { name: 'Profile' }));
      await waitFor(() => expect(postCount()).toHaveTextContent(/^3 Posts$/));
    },
  );

  it('groups the thousands of a count', async () => {
    await logInAs(api.current(), 'guest');
    await api.current().store.posts.update('p01', { likeCount: 1527 });
    renderApp(paths.explore.href());
    await screen.findByRole('feed', { name: 'Explore' });
    const like = await screen.findByRole('button', { name: 'Like (1,527 likes)' });
    expect(like).toHaveTextContent('1,527');
  });

  it('lists bookmarked posts on /bookmark, the newest bookmark first', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    const feed = await screen.findByRole('feed', { name: 'Explore' });
    const [newest, older] = within(feed).getAllByRole('article');
    // One after the other, so that the server saves them in this order.
    for (const [index, post] of [older!, newest!].entries()) {
      const bookmark = within(post).getByRole('button', { name: 'Bookmark' });
      expect(bookmark).toHaveAttribute('aria-pressed', 'false');
      await app.user.click(bookmark);
      await waitFor(() =>
        expect(screen.getAllByText('Post BookMarked Successfully')).toHaveLength(index + 1),
      );
      expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    }

    await app.router.navigate(paths.bookmark.href());
    const saved = await screen.findByRole('feed', { name: 'BookMarks' });
    const ids = within(saved)
      .getAllByRole('article')
      .map((article) => article.dataset.postId);
    expect(ids).toEqual([newest!.dataset.postId, older!.dataset.postId]);
  });

  it("ignores a double click's second click on Bookmark and Like, even after the first's answer", async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    const feed = await screen.findByRole('feed', { name: 'Explore' });
    const post = within(feed).getAllByRole('article')[0]!;
    const bookmark = within(post).getByRole('button', { name: 'Bookmark' });
    await app.user.click(bookmark);
    await screen.findByText('Post BookMarked Successfully');
    // A busy browser can handle the second click of a double click after the first's answer.
    fireEvent.click(bookmark, { detail: 2 });
    // A like after it, waited for, comes after anything the second click would have sent.
    const like = within(post).getByRole('button', { name: /^Like \(/ });
    await app.user.click(like);
    await screen.findByText('Post Liked');
    fireEvent.click(like, { detail: 2 });
    await app.user.click(within(post).getByRole('button', { name: 'Bookmark' }));
    await screen.findByText('Removed from BookMarked Successfully');

    expect(screen.queryByText('Post UnLiked')).toBeNull();
    expect(screen.getAllByText(/BookMarked Successfully/)).toHaveLength(2);
    const guest = await api.current().store.users.getByUsername('guest');
    const liked = await api.current().store.posts.likedBy(guest!._id, { limit: 100 });
    expect(liked.items.map((row) => row._id)).toContain(post.dataset.postId);
  });

  it("leads from a post's reply count to its page, with its replies and who wrote them", async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    await screen.findByRole('feed', { name: 'Explore' });
    const post = screen
      .getAllByRole('article')
      .find((article) => article.textContent?.includes('Kiln opened!'))!;
    const postId = post.dataset.postId!;
    await app.user.click(within(post).getByRole('link', { name: /^Replies \(/ }));
    await waitFor(() => expect(app.location()).toBe(paths.post.href(postId)));
    const replies = await screen.findByRole('feed', { name: 'Replies' });
    expect(within(replies).getAllByRole('article').length).toBeGreaterThanOrEqual(2);
    expect(replies).toHaveTextContent('@lucia_reads');
  });
});
