/**
 * The one place where actors learn whether a developer is watching them. Every createActor, useActorRef and
 * useMachine passes `inspect: inspector()`: undefined unless the app runs in development and the inspector was asked
 * for (decision 015). The inspector itself lives in inspector-start.ts, which only a development build can reach:
 * nothing in this file pulls it in, so the production bundle never contains it.
 */
import type { InspectionEvent, Observer } from 'xstate';

let observer: Observer<InspectionEvent> | undefined;

/** The `inspect` option for a new actor; read when the actor is created, so start the inspector before that. */
export function inspector(): Observer<InspectionEvent> | undefined {
  return import.meta.env.DEV ? observer : undefined;
}

/** Called by inspector-start.ts once the inspector window is open. */
export function attachInspector(next: Observer<InspectionEvent>): void {
  observer = next;
}

/** `?inspect` in the address, or VITE_DORO_INSPECT=1 when Vite started: a developer wants to watch the machines. */
export function inspectorRequested(search: string, envFlag: string | undefined): boolean {
  return envFlag === '1' || new URLSearchParams(search).has('inspect');
}
