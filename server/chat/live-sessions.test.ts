import { describe, expect, it, vi } from 'vitest';
import type { ChatSessionRow } from '../db/schema';
import { createLocalChatBus, sessionKey } from './chat-bus';
import { createLiveSessions } from './live-sessions';

const row = {
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  userId: 'user-1',
  status: 5,
  directiveness: 'balanced',
} as ChatSessionRow;
const person = {
  ageGroup: 'adult' as const,
  language: 'en' as const,
  memory: [],
  notices: { disclosureEveryMs: 3_600_000, breakEveryMs: null, atStart: [], spoken: false, useScale: 1 },
};

function registry() {
  const bus = createLocalChatBus('test');
  const letGo = vi.spyOn(bus, 'letGo');
  return { live: createLiveSessions({ bus }), letGo };
}

/** A promise with its resolve and reject outside. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the resume lock', () => {
  it('runs resumes of one session one after the other, never interleaved', async () => {
    const { live } = registry();
    const steps: string[] = [];
    const first = deferred();
    const a = live.oneResumeAtATime(row.id, async () => {
      steps.push('a starts');
      await first.promise;
      steps.push('a ends');
      return 'a';
    });
    const b = live.oneResumeAtATime(row.id, async () => {
      steps.push('b starts');
      return 'b';
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(steps).toEqual(['a starts']);
    first.resolve();
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    expect(steps).toEqual(['a starts', 'a ends', 'b starts']);
  });

  it('a resume that fails does not hold up the next, and gets its own error', async () => {
    const { live } = registry();
    const first = deferred();
    const a = live.oneResumeAtATime(row.id, () => first.promise);
    const b = live.oneResumeAtATime(row.id, async () => 'b');
    first.reject(new Error('session-not-found'));
    await expect(a).rejects.toThrow('session-not-found');
    expect(await b).toBe('b');
  });

  it('resumes of different sessions do not wait for each other', async () => {
    const { live } = registry();
    const never = deferred();
    void live.oneResumeAtATime(row.id, () => never.promise);
    expect(await live.oneResumeAtATime('another-session', async () => 'other')).toBe('other');
  });
});

describe('the live sessions', () => {
  it('a session opened again replaces the earlier one, whose leaving then changes nothing', () => {
    const { live, letGo } = registry();
    const earlier = live.open(row, [], person, 'Hello');
    const later = live.open(row, [], person, 'Hello');
    expect(live.isLive(earlier)).toBe(false);
    expect(live.get(row.id)).toBe(later);

    live.leave(earlier);
    expect(live.get(row.id)).toBe(later);

    live.leave(later);
    expect(live.has(row.id)).toBe(false);
    expect(letGo).toHaveBeenCalledWith(sessionKey(row.id));
  });

  it('opens with the greeting as seq 0 and the highest crisis its stored messages carry', () => {
    const { live } = registry();
    const base = { createdAt: new Date(), clientId: null, replyTo: null, crisis: null };
    const session = live.open(
      row,
      [
        { ...base, seq: 1, role: 'user', text: 'a', crisis: { level: 'concern', categories: ['abuse'] } },
        { ...base, seq: 2, role: 'doro', text: 'b', replyTo: 1 },
        { ...base, seq: 3, role: 'user', text: 'c', crisis: { level: 'urgent', categories: ['self-harm'] } },
      ],
      person,
      'Hello',
    );
    expect(session.turns.map((turn) => turn.seq)).toEqual([0, 1, 2, 3]);
    expect(session.turns[0]).toEqual({ seq: 0, role: 'doro', text: 'Hello' });
    expect(session.crisis).toEqual({ level: 'urgent', categories: ['abuse', 'self-harm'] });
  });
});
