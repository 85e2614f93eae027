/**
 * How any screen asks for the full-screen loading cover, without knowing what drives it. The loading-cover feature
 * provides this with its statechart; living in ui lets every feature use it, since features never import each other.
 */
import { createContext, useContext, useEffect } from 'react';

export interface LoadingCoverControl {
  /** Shows the cover at once; each show needs one hide. */
  show(): void;
  /** Ends one show; the cover leaves after its delay once no show is left. */
  hide(): void;
}

export const LoadingCoverControlContext = createContext<LoadingCoverControl | null>(null);

export function useLoadingCover(): LoadingCoverControl {
  const control = useContext(LoadingCoverControlContext);
  if (!control) throw new Error('useLoadingCover needs a <LoadingCoverProvider> above it');
  return control;
}

/**
 * Covers the screen while `active` is true. Show and hide are paired by the effect itself, so an unmount or an
 * error boundary can never leave the cover up.
 */
export function useLoadingCoverWhile(active: boolean): void {
  const control = useLoadingCover();
  useEffect(() => {
    if (!active) return undefined;
    control.show();
    return () => control.hide();
  }, [active, control]);
}
