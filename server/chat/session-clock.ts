/**
 * The minutes of a chat session, by the server's clock: a session being charged has `active_since` set, and every
 * charge adds the elapsed time to the session and to the user's month. Pure arithmetic, no database.
 */
import type { ChatSessionRow } from '../db/schema';

/** What the minutes of a session are worked out from. */
export type SessionClock = Pick<ChatSessionRow, 'allowedSeconds' | 'activeSeconds' | 'activeSince'>;

/** The first day of the month (UTC) a moment falls in: usage is counted per calendar month until plans exist. */
export function periodStart(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** Seconds the session has been charged, counting the run in progress, never more than it is allowed. */
export function usedSeconds(session: SessionClock, now: Date): number {
  const running = session.activeSince ? Math.max(0, (now.getTime() - session.activeSince.getTime()) / 1000) : 0;
  return Math.min(session.allowedSeconds, session.activeSeconds + running);
}

/** Whole seconds left, rounded up: a countdown shows 0 only when the time is really over. */
export function remainingSessionSeconds(session: SessionClock, now: Date): number {
  return Math.max(0, Math.ceil(session.allowedSeconds - usedSeconds(session, now) - 1e-6));
}

export function remainingSessionMs(session: SessionClock, now: Date): number {
  return Math.max(0, (session.allowedSeconds - usedSeconds(session, now)) * 1000);
}
