import { describe, expect, it } from 'vitest';
import type { ChatNotice } from '../../machines/chat.types';
import { planOfferAfter, readDismissedSession, rememberDismissedSession } from './plan-offer';

const offline: ChatNotice = { kind: 'offline-engine', afterSeq: 0, text: "Replies come from Doro's offline engine." };
const crisisAt = (afterSeq: number): ChatNotice => ({
  kind: 'crisis',
  afterSeq,
  level: 'urgent',
  categories: ['suicide'],
});
const session = 'session-1';

describe('the offer to make a safety plan', () => {
  it('comes after the first crisis card, to someone known to have no plan', () => {
    const notices = [offline, crisisAt(3), crisisAt(7)];
    expect(planOfferAfter({ notices, plan: 'none', sessionId: session, dismissedSession: null })).toBe(3);
  });

  it('never comes without a crisis card, to someone with a plan, or while the plan is unknown', () => {
    expect(planOfferAfter({ notices: [offline], plan: 'none', sessionId: session, dismissedSession: null })).toBeNull();
    for (const plan of ['present', 'unknown'] as const) {
      expect(planOfferAfter({ notices: [crisisAt(1)], plan, sessionId: session, dismissedSession: null })).toBeNull();
    }
  });

  it('once "Not now" is said, not again in that session; a new session may offer once more', () => {
    const notices = [crisisAt(1)];
    expect(planOfferAfter({ notices, plan: 'none', sessionId: session, dismissedSession: session })).toBeNull();
    expect(planOfferAfter({ notices, plan: 'none', sessionId: 'session-2', dismissedSession: session })).toBe(1);
  });

  it('remembers the dismissed session in one storage key, and copes without storage', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    rememberDismissedSession(storage, 'session-1');
    rememberDismissedSession(storage, 'session-2');
    expect(readDismissedSession(storage)).toBe('session-2');
    expect(stored.size).toBe(1);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberDismissedSession(refusing, 'session-3')).not.toThrow();
    expect(readDismissedSession(refusing)).toBeNull();
    expect(readDismissedSession(undefined)).toBeNull();
  });
});
