import { useState, useSyncExternalStore } from 'react';
import type { LoadingCoverEvent, LoadingCoverInput } from '../../machines/loading-cover.machine';
import { createLazyLoadingCover } from './lazy-loading-cover';

/**
 * One loading cover for the component's lifetime (see lazy-loading-cover.ts): whether it is on screen, and how to
 * send it SHOW and HIDE. Its two users sit at the root of the app and never unmount; a cover left with no timer
 * pending costs nothing, and React's StrictMode could not restart one stopped in an effect's cleanup.
 */
export function useLazyLoadingCover(input: LoadingCoverInput): {
  visible: boolean;
  send: (event: LoadingCoverEvent) => void;
} {
  // The input is read once, when the cover starts; later changes do not restart it.
  const [cover] = useState(() => createLazyLoadingCover(input));
  const visible = useSyncExternalStore(cover.subscribe, cover.visible, cover.visible);
  return { visible, send: cover.send };
}
