import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { isLoadingCoverVisible, loadingCoverMachine } from '../../machines/loading-cover.machine';
import { LoadingCover } from '../../ui/LoadingCover';
import { type LoadingCoverControl, LoadingCoverControlContext } from '../../ui/loading-cover-control';

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
  // The input is read once, when the actor starts; later prop changes do not restart the cover.
  const actor = useActorRef(loadingCoverMachine, { input: { initiallyVisible, hideDelayMs } });
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
