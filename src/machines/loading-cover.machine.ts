/**
 * The full-screen loading cover: it shows at once when asked, and when told to hide it stays for a
 * delay (default 5000 ms) before disappearing, so a quick succession of loads does not flicker.
 *
 * Several parts of the app may ask for the cover at the same time (the session restoring, a route loading), so the
 * machine counts the requests: each SHOW adds one, each HIDE removes one, and only the last HIDE starts the delay.
 * A SHOW during the delay cancels the hide. The view reads one thing: the `visible` tag.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { LOADING_COVER_HIDE_DELAY_MS } from '../lib/ui-constants';

export interface LoadingCoverInput {
  /** How long the cover stays after the last HIDE: 5000 ms unless told otherwise. */
  hideDelayMs?: number;
  /** Start covered, e.g. while the app boots; this counts as one request, ended by one HIDE. */
  initiallyVisible?: boolean;
}

export interface LoadingCoverContext {
  hideDelayMs: number;
  /** SHOWs not yet matched by a HIDE. */
  requests: number;
}

export type LoadingCoverEvent = { type: 'SHOW' } | { type: 'HIDE' };

export const loadingCoverMachine = setup({
  types: {
    context: {} as LoadingCoverContext,
    events: {} as LoadingCoverEvent,
    input: {} as LoadingCoverInput,
    tags: {} as 'visible',
  },
  actions: {
    countRequest: assign({ requests: ({ context }) => context.requests + 1 }),
    // Never below zero: a stray HIDE (e.g. from a component that unmounted twice) must not hide someone else's load.
    releaseRequest: assign({ requests: ({ context }) => Math.max(0, context.requests - 1) }),
  },
  guards: {
    startsVisible: ({ context }) => context.requests > 0,
    isLastRequest: ({ context }) => context.requests <= 1,
  },
  delays: {
    hideDelay: ({ context }) => context.hideDelayMs,
  },
}).createMachine({
  id: 'loadingCover',
  context: ({ input }) => ({
    hideDelayMs: input?.hideDelayMs ?? LOADING_COVER_HIDE_DELAY_MS,
    requests: input?.initiallyVisible ? 1 : 0,
  }),
  initial: 'start',
  states: {
    // Exists to choose the first real state from the input (covered at boot or not) before anything renders.
    start: {
      always: [{ guard: 'startsVisible', target: 'visible' }, { target: 'hidden' }],
    },
    // Exists as the resting state: nothing is loading, the page is usable.
    hidden: {
      on: {
        SHOW: { target: 'visible', actions: 'countRequest' },
      },
    },
    // Exists while at least one part of the app is loading: the cover is shown, immediately.
    visible: {
      tags: 'visible',
      on: {
        SHOW: { actions: 'countRequest' },
        HIDE: [{ guard: 'isLastRequest', target: 'hiding', actions: 'releaseRequest' }, { actions: 'releaseRequest' }],
      },
    },
    // Exists for the spec's delay: nothing is loading any more, but the cover stays a while so that a load that
    // follows closely (the next route, a retry) does not make it flash off and on.
    hiding: {
      tags: 'visible',
      after: { hideDelay: { target: 'hidden' } },
      on: {
        SHOW: { target: 'visible', actions: 'countRequest' },
      },
    },
  },
});

export type LoadingCoverMachine = typeof loadingCoverMachine;

/** Whether the cover is on screen: while loading and during the hide delay. */
export function isLoadingCoverVisible(snapshot: SnapshotFrom<LoadingCoverMachine>): boolean {
  return snapshot.hasTag('visible');
}
