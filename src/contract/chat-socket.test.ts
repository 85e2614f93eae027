import { describe, expect, it } from 'vitest';
import { decodeClientMessage, decodeServerMessage, encodeChatMessage } from './chat-socket';

const clientId = '3f1c2b9a-4d5e-4f60-8a71-92b3c4d5e6f7';

describe('the chat socket wire', () => {
  it('sends snake_case keys and reads them back as camelCase', () => {
    const frame = encodeChatMessage({
      type: 'userMessage',
      clientId,
      text: 'hello',
    });
    expect(JSON.parse(frame)).toEqual({
      type: 'userMessage',
      client_id: clientId,
      text: 'hello',
    });
    expect(decodeClientMessage(frame)).toEqual({
      ok: true,
      message: { type: 'userMessage', clientId, text: 'hello' },
    });
    const resume = decodeClientMessage(
      '{"type":"resume","session_id":"3f1c2b9a-4d5e-4f60-8a71-92b3c4d5e6f7","last_seq":4}',
    );
    expect(resume).toEqual({
      ok: true,
      message: { type: 'resume', sessionId: clientId, lastSeq: 4 },
    });
  });

  it('refuses what is not in the protocol, saying why', () => {
    expect(decodeClientMessage('not json')).toEqual({
      ok: false,
      error: 'The message is not JSON.',
    });
    expect(decodeClientMessage('{"type":"userMessage","client_id":"x","text":"hi"}')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^clientId: /),
    });
    expect(
      decodeClientMessage(
        JSON.stringify({
          type: 'userMessage',
          client_id: clientId,
          text: 'a'.repeat(4001),
        }),
      ),
    ).toMatchObject({ ok: false });
    expect(decodeClientMessage('{"type":"start","directiveness":"shout"}')).toMatchObject({ ok: false });
    expect(decodeServerMessage('{"type":"status","status":3}')).toMatchObject({
      ok: false,
    });
  });

  it('reads every server message the chat machine relies on', () => {
    const frames = [
      { type: 'ack', client_id: clientId, seq: 1 },
      { type: 'reply_token', token: 'x' },
      { type: 'replyToken', token: 'Hello ' },
      { type: 'status', status: 6, reason: 'minutes-ended' },
      { type: 'error', code: 'no-minutes', message: 'No minutes left.' },
    ];
    const decoded = frames.map((frame) => decodeServerMessage(JSON.stringify(frame)).ok);
    // Only `type` values are not converted: reply_token is not a message type.
    expect(decoded).toEqual([true, false, true, true, true]);
  });

  it('carries the safety messages and the age band, and refuses levels and kinds outside the protocol', () => {
    const crisis = encodeChatMessage({
      type: 'crisis',
      seq: 3,
      level: 'imminent',
      categories: ['suicide', 'imminent-danger'],
    });
    expect(decodeServerMessage(crisis)).toMatchObject({
      ok: true,
      message: { seq: 3, level: 'imminent' },
    });
    const levelNone = '{"type":"crisis","seq":3,"level":"none","categories":[]}';
    expect(decodeServerMessage(levelNone)).toMatchObject({ ok: false });
    const stored = encodeChatMessage({
      type: 'message',
      seq: 3,
      role: 'user',
      text: 'I want it all to stop.',
      createdAt: '2026-01-01T10:00:00.000Z',
      crisis: { level: 'urgent', categories: ['suicide'] },
    });
    expect(decodeServerMessage(stored)).toMatchObject({ ok: true, message: { crisis: { level: 'urgent' } } });
    expect(
      decodeServerMessage(stored.replace('"urgent"', '"severe"')),
      'a level outside the protocol is refused on a stored message too',
    ).toMatchObject({ ok: false });
    const notice = encodeChatMessage({
      type: 'notice',
      kind: 'break-reminder',
      text: 'Time for a break?',
    });
    expect(decodeServerMessage(notice)).toMatchObject({
      ok: true,
      message: { kind: 'break-reminder' },
    });
    expect(decodeServerMessage('{"type":"notice","kind":"advert","text":"x"}')).toMatchObject({ ok: false });
    expect(decodeClientMessage('{"type":"start","directiveness":"listen","age_band":"13-17"}')).toEqual({
      ok: true,
      message: { type: 'start', directiveness: 'listen', ageBand: '13-17' },
    });
    expect(decodeClientMessage('{"type":"start","directiveness":"listen","age_band":"12"}')).toMatchObject({
      ok: false,
    });
  });
});
