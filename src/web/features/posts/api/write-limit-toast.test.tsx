import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tooManyWritesMessage } from '@/contract/messages';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { oneLikeAnHour } from '@/web/testing/tight-write-limits';
import { paths } from '@/web/config/paths';

describe('a write past its limit', () => {
  const api = useTestApi({ writeLimits: oneLikeAnHour });

  it("toasts the server's 429 message and takes the like back", async () => {
    await logInAs(api.current(), 'maya.clay');
    const app = renderApp(paths.explore.href());
    const feed = await screen.findByRole('feed', { name: 'Explore' });
    const [first, second] = within(feed).getAllByRole('article');
    const likeOf = (post: HTMLElement) => within(post).getByRole('button', { name: /^Like \(/ });

    await app.user.click(likeOf(first!));
    await waitFor(() => expect(likeOf(first!)).toHaveAttribute('aria-pressed', 'true'));
    const before = likeOf(second!).textContent;
    await app.user.click(likeOf(second!));

    expect(await screen.findByRole('alert')).toHaveTextContent(tooManyWritesMessage(60 * 60));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are doing that too often. Try again in 60 minutes.',
    );
    await waitFor(() => expect(likeOf(second!)).toHaveAttribute('aria-pressed', 'false'));
    expect(likeOf(second!).textContent).toBe(before);
    expect(likeOf(first!)).toHaveAttribute('aria-pressed', 'true');
  });
});
