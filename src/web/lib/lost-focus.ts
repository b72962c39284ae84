/**
 * Whether the keyboard's focus was lost, rather than moved on by the person: it is on the page
 * itself, and the element that last held it has left the document (its item was deleted, its
 * form closed) or sits in `scope` (a button there was disabled while it worked). A click on
 * plain text elsewhere also leaves the focus on the page, but its last holder is still there:
 * that focus was moved on purpose, and nothing takes it back. Focus still inside `scope` counts
 * as lost too: the caller only moves it within its own part of the page.
 */
let lastHolder: Element | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (event) => {
    lastHolder = event.target instanceof Element ? event.target : null;
  });

export function focusWasLost(scope?: Element | null): boolean {
  const active = document.activeElement;
  if (scope && active && scope.contains(active)) return true;
  if (active && active !== document.body) return false;
  return lastHolder === null || !lastHolder.isConnected || Boolean(scope?.contains(lastHolder));
}

/** Focuses the element only where the focus was lost (see focusWasLost). */
export function focusIfLost(element: HTMLElement | null | undefined, scope?: Element | null) {
  if (element && focusWasLost(scope)) element.focus();
}
