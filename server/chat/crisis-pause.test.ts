import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../src/contract/chat-socket';
import { classifyMessage } from '../safety/classifier';
import { createCrisisCheck, type ChatSafety } from './crisis-check';
import { callsForPause, createCrisisPause } from './crisis-pause';
import type { CrisisPause, CrisisPauseStore } from './crisis-pause-store';
import type { LiveSession } from './live-sessions';

const silentLog = { info: () => {}, error: () => {}, warn: () => {} } as never;
const urgent = 'I want to kill myself';
const imminent = "I have the pills right here and I'm going to take them all tonight";
const concern = 'I feel like such a burden to everyone lately';
const oregonStart = new Date('2027-01-01T08:00:00Z');

/** A crisis pause over an in-memory store, for a person living at `where`, read at `at`. */
function setUp(where: { country?: string; region?: string }, at: Date, ageBand: '13-17' | '18+' = '18+') {
  const rows: (CrisisPause & { wentOn: boolean })[] = [];
  const counted: string[] = [];
  const store: CrisisPauseStore = {
    holding: async () => rows.find((row) => !row.wentOn),
    paused: async (_id, seq) => rows.some((row) => row.seq === seq),
    begin: async (_id, _user, pause) => {
      if (rows.some((row) => row.seq === pause.seq || !row.wentOn)) return false;
      rows.push({ ...pause, wentOn: false });
      return true;
    },
    goOn: async (_id, seq) => {
      const row = rows.find((candidate) => candidate.seq === seq && !candidate.wentOn);
      if (row) row.wentOn = true;
      return row !== undefined;
    },
    dutyPerson: async () => ({ ageBand, where }),
  };
  const safety = {
    classify: (text: string) => classifyMessage(text),
    recordReferral: async (assessment: { level: string }) => void counted.push(assessment.level),
  } as unknown as ChatSafety;
  const sent: ServerMessage[] = [];
  const session = {
    id: 'session-1',
    userId: 'user-1',
    turns: [] as { role: 'user'; seq: number; text: string }[],
    crisis: undefined,
    connection: { send: (message: ServerMessage) => sent.push(message), close: () => undefined },
  } as unknown as LiveSession;
  const crisis = createCrisisCheck({
    safety,
    store: { markCrisis: async () => {} } as never,
    log: silentLog,
    live: {} as never,
  });
  const pause = createCrisisPause({ pauses: store, crisis, log: silentLog, now: () => at });
  const say = (text: string) => {
    const seq = session.turns.length + 1;
    session.turns.push({ role: 'user', seq, text });
    return pause.arrival(session, seq);
  };
  return { pause, session, sent, rows, counted, say };
}

describe('the crisis pause decision', () => {
  it('pauses on urgent and imminent crises, never on a concern', () => {
    expect(classifyMessage(urgent).level).toBe('urgent');
    expect(classifyMessage(imminent).level).toBe('imminent');
    expect(classifyMessage(concern).level).toBe('concern');
    expect([
      callsForPause('none'),
      callsForPause('concern'),
      callsForPause('urgent'),
      callsForPause('imminent'),
    ]).toEqual([false, false, true, true]);
  });

  it('in Oregon from 2027-01-01: stops the reply being written, sends the card then the referral, refuses messages', async () => {
    const { pause, session, sent, rows, counted, say } = setUp({ country: 'US', region: 'OR' }, oregonStart);
    const replyBeingWritten = pause.stopSignal(session);
    expect(await say('Work was long today')).toBe(false);
    expect(replyBeingWritten.aborted).toBe(false);
    expect(await say(imminent)).toBe(true);
    expect(replyBeingWritten.aborted).toBe(true);
    expect(sent.map((message) => message.type)).toEqual(['crisis', 'crisisPause']);
    const frame = sent[1] as Extract<ServerMessage, { type: 'crisisPause' }>;
    expect(frame).toMatchObject({ seq: 2, level: 'imminent' });
    // Imminent: the emergency number first, then 988 (call and text).
    expect(frame.lines.map((line) => line.call ?? line.url)).toEqual(['911', '988']);
    expect(rows).toEqual([{ seq: 2, level: 'imminent', wentOn: false }]);
    await Promise.resolve();
    expect(counted).toEqual(['imminent']);
    expect(await pause.holds(session)).toBe(true);
    await expect(pause.refuseWhilePaused(session)).rejects.toMatchObject({ code: 'crisis-paused' });
  });

  it('goes on only from the pause that holds, and only once', async () => {
    const { pause, session, sent, say } = setUp({ country: 'US', region: 'OR' }, oregonStart);
    await say(urgent);
    await expect(pause.goOn(session, 7)).rejects.toMatchObject({ code: 'out-of-order' });
    expect(await pause.holds(session)).toBe(true);
    await pause.goOn(session, 1);
    expect(sent.at(-1)).toEqual({ type: 'crisisPauseEnded', seq: 1 });
    expect(await pause.holds(session)).toBe(false);
    await expect(pause.refuseWhilePaused(session)).resolves.toBeUndefined();
    await expect(pause.goOn(session, 1)).rejects.toMatchObject({ code: 'out-of-order' });
    // The message that made the pause is not one to pause again: its card was shown and counted.
    expect(await pause.madeBy(session, 1)).toBe(true);
    expect(await say(urgent)).toBe(true);
  });

  it('follows the table: not before Oregon starts, not in New York, yes where the place is not known', async () => {
    const before = setUp({ country: 'US', region: 'OR' }, new Date('2026-12-31T12:00:00Z'));
    expect(await before.say(urgent)).toBe(false);
    expect(before.sent).toEqual([]);
    const newYork = setUp({ country: 'US', region: 'NY' }, oregonStart);
    expect(await newYork.say(urgent)).toBe(false);
    const unknown = setUp({}, oregonStart, '13-17');
    expect(await unknown.say(urgent)).toBe(true);
    const lines = (unknown.sent[1] as Extract<ServerMessage, { type: 'crisisPause' }>).lines;
    expect(lines.map((line) => line.call ?? line.url)).toEqual([
      '988',
      '911',
      '1-800-668-6868',
      'https://findahelpline.com',
    ]);
    const oregonConcern = setUp({ country: 'US', region: 'OR' }, oregonStart);
    expect(await oregonConcern.say(concern)).toBe(false);
  });
});
