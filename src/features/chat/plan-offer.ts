/**
 * When the chat offers to make a safety plan: after a crisis card, to someone who has none, once per session. It
 * never opens anything by itself; "Not now" is remembered for the session (a reload or a resume does not bring the
 * offer back), and a new session may offer again, once.
 */
import type { ChatNotice } from '../../machines/chat.types';

/** What the page knows of the person's plan: still loading (or failed to load), none, or one. */
export type PlanKnown = 'unknown' | 'none' | 'present';

export interface PlanOfferInput {
  notices: readonly ChatNotice[];
  plan: PlanKnown;
  sessionId: string | null;
  /** The session in which the person last said "Not now". */
  dismissedSession: string | null;
}

/** The seq after which the offer shows (right under the session's first crisis card), or null for no offer. */
export function planOfferAfter({ notices, plan, sessionId, dismissedSession }: PlanOfferInput): number | null {
  // Only when it is known there is no plan: a plan that failed to load is not an absent one.
  if (plan !== 'none') return null;
  if (sessionId !== null && sessionId === dismissedSession) return null;
  const firstCard = notices.find((notice) => notice.kind === 'crisis');
  return firstCard ? firstCard.afterSeq : null;
}

const DISMISSED_KEY = 'doro.plan-offer-dismissed';

/** The session whose offer was dismissed; one key, replaced by the next session's, so nothing piles up. */
export function readDismissedSession(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(DISMISSED_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberDismissedSession(storage: Pick<Storage, 'setItem'> | undefined, sessionId: string): void {
  try {
    storage?.setItem(DISMISSED_KEY, sessionId);
  } catch {
    // Storage refused (private mode, full): the offer stays dismissed for this page's life only.
  }
}
