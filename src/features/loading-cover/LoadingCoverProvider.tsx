import { type ReactNode, useMemo } from 'react';
import { LoadingCover } from '../../ui/LoadingCover';
import { type LoadingCoverControl, LoadingCoverControlContext } from '../../ui/loading-cover-control';
import { useLazyLoadingCover } from './use-lazy-loading-cover';

interface LoadingCoverProviderProps {
  children: ReactNode;
  /** Start covered (e.g. while the session is restored); end it with one hide(). */
  initiallyVisible?: boolean;
  /** Defaults to 5000 ms. */
  hideDelayMs?: number;
  label?: string;
}

/**
 * Runs the loading-cover statechart for the page, draws the cover from it, and lets the screens below ask for it
 * with useLoadingCover() / useLoadingCoverWhile() from src/ui/loading-cover-control. The statechart downloads with
 * the first show (use-lazy-loading-cover.ts); the cover itself is drawn at once.
 */
export function LoadingCoverProvider({ children, initiallyVisible, hideDelayMs, label }: LoadingCoverProviderProps) {
  const { visible, send } = useLazyLoadingCover({ initiallyVisible, hideDelayMs });
  const control = useMemo<LoadingCoverControl>(
    () => ({ show: () => send({ type: 'SHOW' }), hide: () => send({ type: 'HIDE' }) }),
    [send],
  );
  return (
    <LoadingCoverControlContext.Provider value={control}>
      {children}
      <LoadingCover visible={visible} label={label} />
    </LoadingCoverControlContext.Provider>
  );
}
