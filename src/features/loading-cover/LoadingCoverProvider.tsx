import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { isLoadingCoverVisible } from '../../machines/loading-cover.machine';
import { LoadingCover } from '../../ui/LoadingCover';
import { type LoadingCoverControl, LoadingCoverControlContext } from '../../ui/loading-cover-control';
import { useLoadingCoverActor } from './use-loading-cover-actor';

interface LoadingCoverProviderProps {
  children: ReactNode;
  /** Start covered (e.g. while the session is restored); end it with one hide(). */
  initiallyVisible?: boolean;
  /** Defaults to spec point 9's 5000 ms. */
  hideDelayMs?: number;
  label?: string;
}

/**
 * Runs the loading-cover statechart for the page, draws the cover from it, and lets the screens below ask for it
 * with useLoadingCover() / useLoadingCoverWhile() from src/ui/loading-cover-control.
 */
export function LoadingCoverProvider({ children, initiallyVisible, hideDelayMs, label }: LoadingCoverProviderProps) {
  const actor = useLoadingCoverActor({ initiallyVisible, hideDelayMs });
  const visible = useSelector(actor, isLoadingCoverVisible);
  const control = useMemo<LoadingCoverControl>(
    () => ({ show: () => actor.send({ type: 'SHOW' }), hide: () => actor.send({ type: 'HIDE' }) }),
    [actor],
  );
  return (
    <LoadingCoverControlContext.Provider value={control}>
      {children}
      <LoadingCover visible={visible} label={label} />
    </LoadingCoverControlContext.Provider>
  );
}
