import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusedRow } from './use-focused-row';

const range = { startIndex: 0, endIndex: 4, overscan: 0, count: 50 };

/** A focus event on a button inside the row at `index`, within `list`. */
function focusIn(list: HTMLElement, index: number, relatedTarget: Element | null = null) {
  const row = document.createElement('li');
  row.dataset.index = String(index);
  const button = document.createElement('button');
  row.append(button);
  list.append(row);
  return {
    target: button,
    currentTarget: list,
    relatedTarget,
  } as unknown as FocusEvent<HTMLElement>;
}

describe('useFocusedRow', () => {
  it('keeps the focused row among the rendered ones, in order, until the focus leaves', () => {
    const list = document.createElement('ul');
    const { result } = renderHook(() => useFocusedRow());
    expect(result.current.rangeExtractor(range)).toEqual([0, 1, 2, 3, 4]);

    act(() => result.current.listHandlers.onFocus(focusIn(list, 40)));
    expect(result.current.rangeExtractor(range)).toEqual([0, 1, 2, 3, 4, 40]);
    expect(result.current.rangeExtractor({ ...range, startIndex: 38, endIndex: 42 })).toEqual([
      38, 39, 40, 41, 42,
    ]);

    act(() => result.current.listHandlers.onBlur(focusIn(list, 40, document.body)));
    expect(result.current.rangeExtractor(range)).toEqual([0, 1, 2, 3, 4]);
  });
});
