import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/api-server';
import { logInAs, renderApp } from '../testing/render-app';
import { paths, protectedPaths, safeRedirect } from '../config/paths';

const protectedHrefs = protectedPaths.map((name) =>
  name === 'profile' ? paths.profile.href('guest') : paths[name].href(),
);

describe('routes', () => {
  const api = useTestApi();

  it.each(protectedHrefs)(
    '%s sends a logged-out visitor to /signup, remembering it',
    async (href) => {
      const app = renderApp(href);
      expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
      expect(app.location()).toBe(paths.signup.href(href));
    },
  );

  it('after signup and login, lands where the visitor was going', async () => {
    const app = renderApp(paths.explore.href());
    await screen.findByRole('heading', { name: 'Create your account' });
    await app.user.click(screen.getByRole('link', { name: 'Already have an account? Login' }));
    await waitFor(() => expect(app.location()).toBe(paths.login.href('/explore')));
    await app.user.click(await screen.findByRole('button', { name: 'Login As Guest?' }));
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    expect(app.location()).toBe('/explore');
    expect(await screen.findByText('Logged In successfully Guest')).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Murmur' })).toHaveAttribute('href', '/');
  });

  it('lets anyone open the guest routes', async () => {
    renderApp(paths.mock.href());
    expect(await screen.findByRole('heading', { name: 'API Request Tester' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('keeps the navigation on the tester for a logged-in user, without the people panel', async () => {
    await logInAs(api.current(), 'guest');
    renderApp(paths.mock.href());
    expect(await screen.findByRole('heading', { name: 'API Request Tester' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'API Tester' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'New Post' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Whom to Follow?' })).not.toBeInTheDocument();
  });

  it('shows the posts of the user and of whom they follow, Trending first, then Latest', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp('/');
    expect(await screen.findByText('Loading posts…')).toHaveAttribute('role', 'status');
    const feed = await screen.findByRole('feed', { name: 'Trending posts' });
    const articles = within(feed).getAllByRole('article');
    // The guest follows maya.clay, kenji.rides and lucia_reads: three posts each.
    expect(articles).toHaveLength(9);
    const authors = articles.map((article) => within(article).getByRole('heading').textContent);
    expect(new Set(authors)).toEqual(
      new Set(['Maya Lindqvist', 'Kenji Watanabe', 'Lucía Ferreira']),
    );
    expect(within(articles[0]!).getByRole('button', { name: 'Like (45 likes)' })).toHaveTextContent(
      '45',
    );

    await app.user.click(screen.getByRole('tab', { name: 'Latest' }));
    const latest = await screen.findByRole('feed', { name: 'Latest posts' });
    const first = within(latest).getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading')).toHaveTextContent('Lucía Ferreira');
    expect(first).toHaveTextContent('Nov 20, 2026');
  });

  it('says so when there are no posts', async () => {
    const { items } = await api.current().store.posts.list();
    for (const post of items) await api.current().store.posts.delete(post._id);
    await logInAs(api.current(), 'guest');
    renderApp(paths.explore.href());
    expect(await screen.findByText('No Posts yet to be shown')).toBeInTheDocument();
  });

  it('offers people to follow under an empty feed', async () => {
    const { items } = await api.current().store.posts.list();
    for (const post of items) await api.current().store.posts.delete(post._id);
    await logInAs(api.current(), 'guest');
    const app = renderApp('/');
    const findPeople = await screen.findByRole('link', { name: 'Find people to follow' });
    expect(findPeople.closest('p')).toHaveTextContent('No Posts yet to be shown');
    await app.user.click(findPeople);
    expect(app.location()).toBe(paths.users.href());
  });

  it('keeps New Post open over a page that arrives after it was pressed; Back closes it', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp('/');
    const newPost = await screen.findByRole('button', { name: 'New Post' });
    // Explore is followed, and New Post pressed before its page has loaded.
    const arriving = app.router.navigate(paths.explore.href());
    fireEvent.click(newPost);
    await arriving;
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    // The dialog's code loads when New Post is first pressed.
    expect(await screen.findByRole('dialog', { name: 'Add a Post' })).toBeVisible();

    await app.router.navigate(-1);
    await waitFor(() => expect(app.location()).toBe('/'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a Post' })).not.toBeInTheDocument(),
    );
  });

  it('shows the empty messages of the liked and bookmarked pages', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.bookmark.href());
    expect(await screen.findByRole('heading', { level: 1, name: 'BookMarks' })).toBeVisible();
    expect(await screen.findByText('No BookMarked Posts by you')).toBeInTheDocument();
    await app.router.navigate(paths.liked.href());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Liked Posts'),
    );
  });
});

describe('safeRedirect', () => {
  it('keeps paths of this app and refuses anything else', () => {
    expect(safeRedirect('/explore?x=1')).toBe('/explore?x=1');
    for (const unsafe of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      'javascript:alert(1)',
    ])
      expect(safeRedirect(unsafe)).toBe('/');
  });
});
