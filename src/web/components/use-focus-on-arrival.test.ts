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
    renderHook(() => useFocusOnArrival({ current: scope }, 'r"2'));
    const wrapper = document.createElement('div');
    scope.append(wrapper);
    wrapper.append(card('r1'));
    expect(document.activeElement).toBe(document.body);
    const linked = card('r"2');
    wrapper.append(linked);
    await waitFor(() => expect(linked).toHaveFocus());
  });

  it('waits while the id is null, then focuses the card where the focus was lost', () => {
    const linked = card('r3');
    scope.append(linked);
    const { rerender } = renderHook(
      ({ itemId }: { itemId: string | null }) => useFocusOnArrival({ current: scope }, itemId),
      { initialProps: { itemId: null as string | null } },
    );
    expect(linked).not.toHaveFocus();
    rerender({ itemId: 'r3' });
    expect(linked).toHaveFocus();
  });

  it('leaves alone a field the person has focused meanwhile', () => {
    const linked = card('r4');
    const field = document.createElement('textarea');
    scope.append(linked, field);
    field.focus();
    renderHook(() => useFocusOnArrival({ current: scope }, 'r4'));
    expect(field).toHaveFocus();
    expect(linked).not.toHaveFocus();
  });
});
