/** The loading-cover statechart as a running actor: loaded with the first cover a page actually shows. */
import { createActor } from 'xstate';
import { inspector } from '../../lib/inspector';
import {
  isLoadingCoverVisible,
  type LoadingCoverInput,
  loadingCoverMachine,
} from '../../machines/loading-cover.machine';

export interface LoadingCoverRun {
  send(event: { type: 'SHOW' } | { type: 'HIDE' }): void;
  visible(): boolean;
  subscribe(listener: () => void): void;
}

export function runLoadingCover(input: LoadingCoverInput): LoadingCoverRun {
  const actor = createActor(loadingCoverMachine, { input, inspect: inspector() }).start();
  return {
    send: (event) => actor.send(event),
    visible: () => isLoadingCoverVisible(actor.getSnapshot()),
    subscribe: (listener) => void actor.subscribe(listener),
  };
}
