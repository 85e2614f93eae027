import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../src/contract/chat-socket';
import type { ChatConfig } from '../config';
import type { ChatSessionRow } from '../db/schema';
import type { ChatBus } from './chat-bus';
import type { ChatStore } from './chat-store';
import type { LiveSession } from './live-sessions';
import { createMinutesClock } from './minutes-clock';

const minute = 60_000;
const now = new Date('2026-11-24T12:00:00Z');

/** An active session of 30 minutes, charged from now: what the database answers while it is up. */
const row = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  userId: 'user-1',
  status: 1,
  allowedSeconds: 30 * 60,
  activeSeconds: 0,
  activeSince: now,
} as ChatSessionRow;

const databaseDown = (): Promise<ChatSessionRow | undefined> =>
  Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
type Logged = (details: object, message: string) => void;

function setUp() {
  const sent: ServerMessage[] = [];
  const session = {
    id: row.id,
    userId: row.userId,
    status: 1,
    ending: undefined,
    timers: {},
    usage: { run: vi.fn<() => void>(), stop: vi.fn<() => void>() },
    connection: { send: (message: ServerMessage) => sent.push(message), close: vi.fn<() => void>() },
  } as unknown as LiveSession;
  const store = {
    sessionOf: vi.fn<() => Promise<ChatSessionRow | undefined>>(databaseDown),
    pause: vi.fn<() => Promise<ChatSessionRow | undefined>>(databaseDown),
  };
  const log = { warn: vi.fn<Logged>(), error: vi.fn<Logged>() };
  const clock = createMinutesClock({
    store: store as unknown as ChatStore,
    bus: { publish: vi.fn<() => void>() } as unknown as ChatBus,
    config: { idleTimeoutSeconds: 10 * 60 } as ChatConfig,
    log: log as unknown as FastifyBaseLogger,
    minutesEnded: vi.fn<() => void>(),
  });
  return { sent, session, store, log, clock };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the minutes clock while the database is down', () => {
  it('a minute tick that cannot read the session is logged as a warning; the next tick tells the minutes', async () => {
    vi.useFakeTimers({ now });
    const { sent, session, store, log, clock } = setUp();
    clock.arm(session, row);

    await vi.advanceTimersByTimeAsync(minute);
    expect(store.sessionOf).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: row.id, err: expect.any(Error) }),
      'telling the minutes left failed',
    );
    expect(sent).toEqual([]);

    store.sessionOf.mockResolvedValue(row);
    await vi.advanceTimersByTimeAsync(minute);
    expect(sent).toEqual([{ type: 'minutes', remainingSeconds: 28 * 60 }]);
  });

  it('silence that cannot pause the session in the database is logged, not an unhandled rejection', async () => {
    vi.useFakeTimers({ now });
    const { sent, session, store, log, clock } = setUp();
    clock.arm(session, row);

    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(store.pause).toHaveBeenCalledWith(row.id);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: row.id, err: expect.any(Error) }),
      'pausing a silent session failed',
    );
    // Nothing was stored as paused, so the client is not told it is.
    expect(sent.filter((message) => message.type === 'status')).toEqual([]);
  });
});
