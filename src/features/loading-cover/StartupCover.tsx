import { useCallback, useEffect, useRef } from 'react';
import { STARTUP_COVER } from '../../lib/ui-constants';
import { LoadingCover } from '../../ui/LoadingCover';
import { useLazyLoadingCover } from './use-lazy-loading-cover';

interface StartupCoverProps {
  /** True while the app starts up (a stored sign-in being confirmed); the cover is there from the first paint. */
  loading: boolean;
  label?: string;
  /** Defaults to STARTUP_COVER's short delay. */
  hideDelayMs?: number;
  /** Defaults to STARTUP_COVER's limit. */
  maxMs?: number;
}

/**
 * The loading cover for the app's start, with a statechart of its own: its delay is short (see STARTUP_COVER),
 * while covers asked for through useLoadingCover() keep their 5000 ms. It ends once, for good: when
 * `loading` turns false or after `maxMs`, whichever comes first. Rendered with loading false, it never shows, so
 * a logged-out visitor's first paint is the page itself, and the statechart is never downloaded for them.
 */
export function StartupCover({
  loading,
  label,
  hideDelayMs = STARTUP_COVER.hideDelayMs,
  maxMs = STARTUP_COVER.maxMs,
}: StartupCoverProps) {
  const { visible, send } = useLazyLoadingCover({ initiallyVisible: loading, hideDelayMs });
  const ended = useRef(!loading);

  const end = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    send({ type: 'HIDE' });
  }, [send]);

  useEffect(() => {
    if (!loading) end();
  }, [loading, end]);

  useEffect(() => {
    const timer = setTimeout(end, maxMs);
    return () => clearTimeout(timer);
  }, [end, maxMs]);

  return <LoadingCover visible={visible} label={label} />;
}
