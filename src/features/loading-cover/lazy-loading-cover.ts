/**
 * A loading cover whose statechart (and xstate) is downloaded only when the cover is first asked for: most pages
 * of a visitor who is not signed in never show it, and issue 3's landing budget has no room for xstate (decision
 * 006). Until the machine is there the cover answers by itself, as the machine would: shown at once on the first
 * SHOW (or from the start when asked to start covered); the events wait and reach the machine in order, so the hide
 * delay and the request count are the machine's.
 */
import type { LoadingCoverEvent, LoadingCoverInput } from '../../machines/loading-cover.machine';
import type { LoadingCoverRun } from './loading-cover-actor';

export interface LazyLoadingCover {
  send(event: LoadingCoverEvent): void;
  visible(): boolean;
  /** Called after every change of visible(). */
  subscribe(listener: () => void): () => void;
}

export function createLazyLoadingCover(input: LoadingCoverInput): LazyLoadingCover {
  let run: LoadingCoverRun | null = null;
  let loading = false;
  const waiting: LoadingCoverEvent[] = [];
  let visibleBeforeMachine = Boolean(input.initiallyVisible);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  /** SHOWs not yet matched by a HIDE, counted as the machine counts them (never below zero). */
  function openRequests(): number {
    let open = input.initiallyVisible ? 1 : 0;
    for (const event of waiting) open = event.type === 'SHOW' ? open + 1 : Math.max(0, open - 1);
    return open;
  }

  function load() {
    if (loading) return;
    loading = true;
    import('./loading-cover-actor')
      .then(({ runLoadingCover }) => runLoadingCover(input))
      .then(
        (started) => {
          for (const event of waiting.splice(0)) started.send(event);
          started.subscribe(notify);
          run = started;
          notify();
        },
        (error: unknown) => {
          // Offline or a stale deploy: the next request tries again. Meanwhile the cover stays only while a SHOW is
          // still open, so a statechart that never arrives cannot trap the page under it.
          loading = false;
          console.error('The loading cover could not be loaded', error);
          if (openRequests() === 0 && visibleBeforeMachine) {
            visibleBeforeMachine = false;
            notify();
          }
        },
      );
  }

  if (input.initiallyVisible) load();

  return {
    send(event) {
      if (run) return run.send(event);
      waiting.push(event);
      if (event.type === 'SHOW' && !visibleBeforeMachine) {
        visibleBeforeMachine = true;
        notify();
      }
      load();
    },
    visible: () => (run ? run.visible() : visibleBeforeMachine),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
