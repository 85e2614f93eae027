import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

const WAIT_MS = 2000;

/**
 * Brings the element named by the address's #hash into view after each navigation. The router does this for what
 * is on screen at once, but some pages arrive a moment later (the signed-in landing loads lazily), so this waits
 * for the element, frame by frame, for up to two seconds.
 */
function hashOf(href: string): string {
  try {
    return decodeURIComponent(new URL(href, window.location.origin).hash.slice(1));
  } catch {
    return ''; // a malformed escape names no element
  }
}

export function useRevealHash(): void {
  const href = useRouterState({ select: (state) => state.location.href });
  useEffect(() => {
    const hash = hashOf(href);
    if (!hash) return;
    const started = performance.now();
    let frame = 0;
    const look = () => {
      const target = document.getElementById(hash);
      if (target) {
        target.scrollIntoView();
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [href]);
}
