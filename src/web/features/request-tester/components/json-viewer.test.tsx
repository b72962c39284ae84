import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@/web/components/theme/theme-provider';
import JsonViewer, { fullyOpenUpTo } from './json-viewer';

/** A page of posts as the API answers it, each with a field two levels down. */
const page = {
  posts: Array.from({ length: 3 }, (_, index) => ({ _id: `p${index}`, content: `Post ${index}` })),
  nextCursor: null,
};

const show = (size: number) =>
  render(
    <ThemeProvider>
      <JsonViewer name="data" value={page} size={size} />
    </ThemeProvider>,
  );

describe('the JSON viewer', () => {
  it('opens a small answer wholly', () => {
    show(fullyOpenUpTo);
    expect(screen.getByText('"Post 0"')).toBeVisible();
    expect(screen.getByText('"Post 2"')).toBeVisible();
  });

  it('opens a large answer two levels deep, folding each post, and Expand all opens it', async () => {
    show(fullyOpenUpTo + 1);
    // The list and its length show; the posts' own fields wait for a click.
    expect(screen.getByText('posts')).toBeVisible();
    expect(screen.queryByText('"Post 0"')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Expand all of data' }));
    expect(screen.getByText('"Post 0"')).toBeVisible();
    expect(screen.getByText('"Post 2"')).toBeVisible();
  });
});
