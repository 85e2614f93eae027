/**
 * Feedback on each of Doro's replies (issue 18): helpful or not with an optional word, set, replaced and taken back;
 * stored by session and seq without the reply's text, its word encrypted; bad input is a clear 400 that changes
 * nothing; someone else's session is 404; the data export has it.
 */
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, ChatClient, chatUser, finishedSession } from './chat-client';
import type { TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

const said = 'My exams start next week and I cannot sleep.';
const rowsOf = async (sessionId: string) =>
  (
    await database.query<{ seq: number; helpful: boolean; comment_ciphertext: Buffer | null }>(
      'select seq, helpful, comment_ciphertext from reply_feedback where session_id = $1 order by seq',
      [sessionId],
    )
  ).rows;

let user: TestUser;
let sessionId: string;
let replySeq: number;
let replyText: string;
beforeAll(async () => {
  user = await chatUser(baseUrl, emulatorHost);
  sessionId = await finishedSession(baseUrl, user, said);
  const transcript = await api(baseUrl, user, `/sessions/session-transcript/${sessionId}`);
  const reply = (transcript.body.messages as Array<{ seq: number; role: string; text: string }>).find(
    (message) => message.role === 'doro',
  );
  if (!reply) throw new Error('the session has no reply of Doro’s');
  replySeq = reply.seq;
  replyText = reply.text;
});

const feedbackPath = (seq: number | string, session = sessionId) => `/sessions/${session}/replies/${seq}/feedback`;

describe('feedback on Doro’s replies', () => {
  it('is set, read back, replaced and taken back, by seq, the word encrypted and no text of the reply stored', async () => {
    const set = await api(baseUrl, user, feedbackPath(replySeq), {
      method: 'PUT',
      body: { helpful: false, comment: '  too vague  ' },
    });
    expect(set).toMatchObject({ status: 200, body: { seq: replySeq, helpful: false, comment: 'too vague' } });

    const stored = await rowsOf(sessionId);
    expect(stored.map(({ seq, helpful }) => ({ seq, helpful }))).toEqual([{ seq: replySeq, helpful: false }]);
    const ciphertext = stored[0]!.comment_ciphertext!;
    expect(ciphertext.toString('utf8')).not.toContain('too vague');
    // Nothing of the reply is copied into the feedback table: its only columns are the reference and the verdict.
    const columns = await database.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'reply_feedback' order by column_name`,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual([
      'comment_ciphertext',
      'created_at',
      'helpful',
      'seq',
      'session_id',
      'updated_at',
    ]);
    expect(ciphertext.toString('utf8')).not.toContain(replyText.slice(0, 20));

    const listed = await api(baseUrl, user, `/sessions/${sessionId}/reply-feedback`);
    expect(listed).toMatchObject({
      status: 200,
      body: { items: [{ seq: replySeq, helpful: false, comment: 'too vague' }] },
    });

    const replaced = await api(baseUrl, user, feedbackPath(replySeq), { method: 'PUT', body: { helpful: true } });
    expect(replaced).toMatchObject({ status: 200, body: { seq: replySeq, helpful: true, comment: null } });
    expect(await rowsOf(sessionId)).toEqual([{ seq: replySeq, helpful: true, comment_ciphertext: null }]);

    expect((await api(baseUrl, user, feedbackPath(replySeq), { method: 'DELETE' })).status).toBe(204);
    expect(await rowsOf(sessionId)).toEqual([]);
    expect(await api(baseUrl, user, feedbackPath(replySeq), { method: 'DELETE' })).toEqual({
      status: 404,
      body: { message: 'That reply has no feedback to take back.' },
    });
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    await api(baseUrl, user, feedbackPath(replySeq), { method: 'PUT', body: { helpful: true, comment: 'kept' } });
    const before = await rowsOf(sessionId);

    const bad: Array<[string, number | string, unknown]> = [
      ['no verdict', replySeq, { comment: 'hm' }],
      ['a verdict that is not true or false', replySeq, { helpful: 'yes' }],
      ['a word too long', replySeq, { helpful: false, comment: 'x'.repeat(501) }],
      ['an unknown field', replySeq, { helpful: false, text: 'a copy of the reply' }],
      ['a seq that is not a number', 'two', { helpful: false }],
      ['a seq of zero', 0, { helpful: false }],
      ['a seq beyond any message', 2 ** 31, { helpful: false }],
      ['the person’s own message', replySeq - 1, { helpful: false }],
    ];
    const answers = await Promise.all(
      bad.map(async ([what, seq, body]) => {
        const answer = await api(baseUrl, user, feedbackPath(seq), { method: 'PUT', body });
        return { what, status: answer.status, message: typeof answer.body?.message === 'string' };
      }),
    );
    expect(answers).toEqual(bad.map(([what]) => ({ what, status: 400, message: true })));
    const own = await api(baseUrl, user, feedbackPath(replySeq - 1), { method: 'PUT', body: { helpful: true } });
    expect(own.body).toEqual({ message: 'Only Doro’s replies take feedback: that message is your own.' });
    const missing = await api(baseUrl, user, feedbackPath(replySeq + 50), { method: 'PUT', body: { helpful: true } });
    expect(missing).toEqual({ status: 404, body: { message: 'That reply was not found in this session.' } });

    expect(await rowsOf(sessionId)).toEqual(before);
  });

  it('is the owner’s alone: someone else gets 404 for every route and changes nothing', async () => {
    await api(baseUrl, user, feedbackPath(replySeq), { method: 'PUT', body: { helpful: true, comment: 'private' } });
    const before = await rowsOf(sessionId);
    const stranger = await chatUser(baseUrl, emulatorHost);
    const answers = [
      await api(baseUrl, stranger, `/sessions/${sessionId}/reply-feedback`),
      await api(baseUrl, stranger, feedbackPath(replySeq), { method: 'PUT', body: { helpful: false } }),
      await api(baseUrl, stranger, feedbackPath(replySeq), { method: 'DELETE' }),
    ];
    expect(answers).toEqual(answers.map(() => ({ status: 404, body: { message: 'That session was not found.' } })));
    expect(await rowsOf(sessionId)).toEqual(before);
  });

  it('can be given while the session is live, on the reply just stored', async () => {
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    const liveId = (await client.next('ready')).session.id;
    client.say('I had a hard day at school.');
    const reply = await client.next('replyEnd');
    const answer = await api(baseUrl, user, feedbackPath(reply.seq, liveId), {
      method: 'PUT',
      body: { helpful: true },
    });
    expect(answer).toMatchObject({ status: 200, body: { seq: reply.seq, helpful: true } });
    client.send({ type: 'end' });
    await client.waitClosed();
  });

  it('is in the data export, with its session, by seq', async () => {
    await api(baseUrl, user, feedbackPath(replySeq), {
      method: 'PUT',
      body: { helpful: false, comment: 'felt rushed' },
    });
    const exported = await api(baseUrl, user, '/users/me/export');
    expect(exported.status).toBe(200);
    const session = (exported.body.sessions as Array<Record<string, unknown>>).find((row) => row.id === sessionId);
    expect(session?.reply_feedback).toEqual([
      expect.objectContaining({ seq: replySeq, helpful: false, comment: 'felt rushed' }),
    ]);
  });

  it('goes with the session when the session is deleted', async () => {
    await api(baseUrl, user, feedbackPath(replySeq), { method: 'PUT', body: { helpful: true } });
    expect((await api(baseUrl, user, `/sessions/${sessionId}/delete`, { method: 'POST' })).status).toBe(204);
    expect(await rowsOf(sessionId)).toEqual([]);
  });
});
