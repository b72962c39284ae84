import { useEffect, useRef, useState } from 'react';

interface DiscardGuardOptions {
  /** Whether closing now would lose something typed. */
  dirty: boolean;
  /** While a save is under way, closing waits for it. */
  pending?: boolean;
  onClose: () => void;
  /** The field the person returns to from the question (a CSS selector inside formArea). */
  returnTo: string;
}

/**
 * The close rules of a dialog with a form: Escape, the close button or the backdrop close it at
 * once when nothing was typed, ask (DiscardQuestion) when something was, and take the question
 * back while it is up. Back from the question, focus returns to the form's returnTo field.
 */
export function useDiscardGuard({
  dirty,
  pending = false,
  onClose,
  returnTo,
}: DiscardGuardOptions) {
  const [confirming, setConfirming] = useState(false);
  const formArea = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (wasConfirming.current && !confirming)
      formArea.current?.querySelector<HTMLElement>(returnTo)?.focus();
    wasConfirming.current = confirming;
  }, [confirming, returnTo]);

  const requestClose = () => {
    if (pending) return;
    if (confirming) setConfirming(false);
    else if (dirty) setConfirming(true);
    else onClose();
  };
  return { confirming, requestClose, keepEditing: () => setConfirming(false), formArea };
}
