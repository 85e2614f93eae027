// The id of the tracking event in progress. The API client sends it as X-Event-ID so the server can match its own
// events to the pixel's; null when no event is in progress.
let trackingEventId: string | null = null;

export function setTrackingEventId(id: string | null): void {
  trackingEventId = id;
}

export function getTrackingEventId(): string | null {
  return trackingEventId;
}

/** A random UUID; a timestamp-based id where crypto.randomUUID is missing (older browsers, plain http origins). */
export function newEventId(): string {
  const randomUUID = globalThis.crypto?.randomUUID?.bind(globalThis.crypto);
  if (randomUUID) return randomUUID();
  return `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A named event as the pixel receives it: the name and the id the server also sees as X-Event-ID. */
export interface NamedEvent {
  name: string;
  eventId: string;
}

// The pixel registers here once it has loaded (and consent allows it); until then named events go nowhere.
let namedEventListener: ((event: NamedEvent) => void) | null = null;

export function onNamedEvent(listener: ((event: NamedEvent) => void) | null): void {
  namedEventListener = listener;
}

/**
 * Runs an API call as a named event (e.g. 'InitiateCheckout' around checkout's create-session): one fresh event id
 * goes to the pixel and, as X-Event-ID, with the call, so the server's event and the pixel's can be matched once.
 * Only the name and the id are sent: never the call's body.
 */
export async function trackedCall<T>(name: string, call: () => Promise<T>): Promise<T> {
  const eventId = newEventId();
  setTrackingEventId(eventId);
  namedEventListener?.({ name, eventId });
  try {
    return await call();
  } finally {
    if (getTrackingEventId() === eventId) setTrackingEventId(null);
  }
}
