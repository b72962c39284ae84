import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnArrival } from './use-focus-on-arrival';

function card(id: string) {
  const article = document.createElement('article');
  article.tabIndex = -1;
  article.dataset.itemId = id;
  return article;
}

describe('useFocusOnArrival', () => {
  const scope = document.createElement('div');
  document.body.append(scope);
  afterEach(() => {
    scope.replaceChildren();
    (document.activeElement as HTMLElement | null)?.blur();
  });

  it('focuses a card that arrives after the owner rendered, as a windowed list adds it', async () => {
    renderHook(() => useFocusOnArrival({ current: scope }, 'article[data-item-id="r2"]'));
    const wrapper = document.createElement('div');
    scope.append(wrapper);
    wrapper.append(card('r1'));
    expect(document.activeElement).toBe(document.body);
    const linked = card('r2');
    wrapper.append(linked);
    await waitFor(() => expect(linked).toHaveFocus());
  });

  it('waits while the selector is null, and leaves alone a field the person has focused', () => {
    const linked = card('r3');
    scope.append(linked);
    const { rerender } = renderHook(
      ({ selector }: { selector: string | null }) =>
        useFocusOnArrival({ current: scope }, selector),
      { initialProps: { selector: null as string | null } },
    );
    expect(linked).not.toHaveFocus();
    const field = document.createElement('textarea');
    scope.append(field);
    field.focus();
    rerender({ selector: 'article[data-item-id="r3"]' });
    expect(field).toHaveFocus();
  });
});
