import { useState } from 'react';
import { type ActorRefFrom, createActor } from 'xstate';
import { type LoadingCoverInput, loadingCoverMachine } from '../../machines/loading-cover.machine';

export type LoadingCoverActor = ActorRefFrom<typeof loadingCoverMachine>;

/**
 * The loading-cover statechart, started on the first render and running as long as the page: its two users sit at
 * the root of the app and never unmount, and an actor left running with no timer pending costs nothing.
 *
 * Not @xstate/react's useActorRef: imported into the entry chunk, it makes the bundler move xstate and TanStack
 * Query into shared chunks, about 5 KB more gzipped JavaScript on the landing page (issue 3's 120 KB budget).
 * Nor stopped in an effect's cleanup: React's StrictMode runs cleanups once in development, and a stopped actor
 * never starts again.
 */
export function useLoadingCoverActor(input: LoadingCoverInput): LoadingCoverActor {
  // The input is read once, when the actor starts; later changes do not restart the cover.
  const [actor] = useState(() => createActor(loadingCoverMachine, { input }).start());
  return actor;
}
