// The id of the tracking event in progress. The API client sends it as X-Event-ID so the server can match its own
// events to the pixel's (spec point 7); null when no event is in progress.
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
