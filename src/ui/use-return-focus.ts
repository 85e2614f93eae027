import { type RefObject, useEffect, useRef } from 'react';

/**
 * A button that opens a form in its place gets the focus back when the form closes, saved or not, once the button
 * is on the page again: the focus moves after React has put it back, never on a timer that can run first (a save
 * that closes the form after a request is not drawn before the next frame on a busy machine).
 */
export function useReturnFocus<T extends HTMLElement>(open: boolean): RefObject<T | null> {
  const opener = useRef<T>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return opener;
}
