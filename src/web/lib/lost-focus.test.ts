import { afterEach, describe, expect, it } from 'vitest';
import { focusIfLost, focusWasLost } from './lost-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

function buttons(...names: string[]) {
  return names.map((name) => {
    const button = document.createElement('button');
    button.textContent = name;
    document.body.append(button);
    return button;
  });
}

describe('focusWasLost', () => {
  it('is true when the element that held the focus left the page', () => {
    const [remove, target] = buttons('Delete', 'Next');
    remove!.focus();
    remove!.remove();
    expect(document.activeElement).toBe(document.body);
    expect(focusWasLost()).toBe(true);
    focusIfLost(target);
    expect(target).toHaveFocus();
  });

  it('is false when the person moved the focus on: to another element, or off it by a click', () => {
    const [first, second] = buttons('First', 'Second');
    first!.focus();
    second!.focus();
    expect(focusWasLost()).toBe(false);
    second!.blur(); // a click on plain text: the focus is on the page, its holder still there
    expect(document.activeElement).toBe(document.body);
    expect(focusWasLost()).toBe(false);
    focusIfLost(first);
    expect(document.activeElement).toBe(document.body);
  });

  it('within a scope, is true while the focus is in it or fell from it', () => {
    const form = document.createElement('form');
    const [field, send, elsewhere] = buttons('Field', 'Send', 'Elsewhere');
    form.append(field!, send!);
    document.body.prepend(form);
    send!.focus();
    expect(focusWasLost(form)).toBe(true);
    send!.blur(); // a disabled button lets the focus fall to the page
    expect(focusWasLost(form)).toBe(true);
    elsewhere!.focus();
    expect(focusWasLost(form)).toBe(false);
  });
});
