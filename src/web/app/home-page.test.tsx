import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../test/api-server';
import { App } from './app';

const renderApp = () =>
  render(<App queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} />);

describe('first screen', () => {
  const api = useTestApi();

  it('lists every post from the API, newest first, with its author', async () => {
    renderApp();
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts…');
    const feed = await screen.findByRole('feed', { name: 'Latest posts' });
    const articles = within(feed).getAllByRole('article');
    expect(articles).toHaveLength(14);
    expect(within(articles[0]!).getByRole('heading')).toHaveTextContent('Lucía Ferreira');
    expect(articles[0]).toHaveTextContent('Nov 20, 2026');
  });

  it('says so when there are no posts', async () => {
    const { items } = await api.current().store.posts.list();
    for (const post of items) await api.current().store.posts.delete(post._id);
    renderApp();
    expect(await screen.findByText('No Posts yet to be shown')).toBeInTheDocument();
  });
});
