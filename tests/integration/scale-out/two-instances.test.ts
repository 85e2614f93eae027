/**
 * Two server processes on one database (docs/scale-out.md): a client that loses instance A carries on with the
 * same session on instance B, with nothing lost and nothing twice, and what happens to a user's session on one
 * instance reaches that user's sockets on the other (PostgreSQL LISTEN/NOTIFY).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHAT_CLOSE_CODES, type ServerMessage } from '../../../src/contract/chat-socket';
import { api, ChatClient, chatUser } from '../chat-client';
import { bearer } from '../emulator-users';
import { serverInstances, type Instance } from './instances';

const emulatorHost = inject('emulatorHost');
const instances = serverInstances({ databaseUrl: inject('databaseUrl'), emulatorHost });
let a: Instance;
let b: Instance;

beforeAll(async () => {
  // A writes slowly, so its replies are still being written when the client moves to B.
  [a, b] = await Promise.all([instances.start({ DORO_REPLY_TOKEN_DELAY_MS: '60' }), instances.start()]);
}, 90_000);
afterAll(() => instances.stopAll());

type Turn = { seq: number; role: 'user' | 'doro'; text: string; reply_to?: number | null };
const transcriptOf = async (url: string, user: Awaited<ReturnType<typeof chatUser>>, sessionId: string) =>
  (await api(url, user, `/sessions/session-transcript/${sessionId}`)).body.messages as Turn[];

/** Every Doro reply this client was given, by seq, however it came (streamed, replayed or fanned out). */
const doroSeqs = (messages: ServerMessage[]) =>
  messages.flatMap((message) =>
    message.type === 'replyEnd' || (message.type === 'message' && message.role === 'doro') ? [message.seq] : [],
  );

describe('two instances on one database', () => {
  it('a client cut off from A resumes on B: same session, nothing lost, each reply once', async () => {
    const user = await chatUser(a.url, emulatorHost);
    const onA = await ChatClient.connect(a.url, user, { type: 'start', directiveness: 'listen' });
    const sessionId = (await onA.next('ready')).session.id;
    onA.say('I have been sleeping badly this week.');
    await onA.next('replyEnd', { timeoutMs: 15_000 });

    // A message A stores and starts answering, then one sent as the connection goes: the client cannot know
    // whether A got it, so it sends it again on B with the same client id, as the app does.
    let mark = onA.received.length;
    onA.say('Work keeps me up at night.');
    const ack = await onA.next('ack', { from: mark });
    await onA.next('replyToken', { from: mark });
    mark = onA.received.length;
    const duringSwitch = onA.say('And my phone too, probably.');
    onA.cut();
    const seenOnA = Math.max(
      ack.seq,
      ...onA.received.flatMap((message) => (message.type === 'ack' ? [message.seq] : [])),
    );

    const onB = await ChatClient.connect(b.url, user, { type: 'resume', sessionId, lastSeq: seenOnA });
    expect(await onB.next('ready')).toMatchObject({ session: { id: sessionId } });
    onB.say('And my phone too, probably.', duringSwitch);
    const resent = await onB.next('ack');
    expect(resent.clientId).toBe(duringSwitch);

    // Both replies reach the client on B: the one A was writing, and the one to the message sent during the switch.
    await expect.poll(() => doroSeqs(onB.received).length, { timeout: 20_000 }).toBe(2);
    const transcript = await transcriptOf(b.url, user, sessionId);
    expect(transcript.map((turn) => turn.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(transcript.filter((turn) => turn.role === 'user').map((turn) => turn.text)).toEqual([
      'I have been sleeping badly this week.',
      'Work keeps me up at night.',
      'And my phone too, probably.',
    ]);
    const replies = transcript.filter((turn) => turn.role === 'doro');
    expect(replies).toHaveLength(3);
    // Nothing twice: each reply B gave the client is a distinct stored reply the client had not seen on A.
    const onBSeqs = doroSeqs(onB.received);
    expect(new Set(onBSeqs).size).toBe(onBSeqs.length);
    expect(onBSeqs.toSorted()).toEqual(replies.map((turn) => turn.seq).filter((seq) => seq > seenOnA));
    const textsOnB = onB.received.flatMap((message) =>
      message.type === 'message' || message.type === 'replyEnd' ? [[message.seq, message.text]] : [],
    );
    expect(textsOnB).toEqual(textsOnB.map(([seq]) => [seq, transcript.find((turn) => turn.seq === seq)?.text]));
    // No reply comes later either: wait past the instances' retry of a claimed reply (5 s) and look again.
    const settled = onB.received.length;
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(doroSeqs(onB.received.slice(settled))).toEqual([]);
    expect(await transcriptOf(b.url, user, sessionId)).toHaveLength(6);
    await onB.close();
  });

  it("a user's sockets on A and B: taking the session on B replaces A's, A's reply is seen on B, a drop reaches both", async () => {
    const user = await chatUser(a.url, emulatorHost);
    const onA = await ChatClient.connect(a.url, user, { type: 'start', directiveness: 'balanced' });
    const sessionId = (await onA.next('ready')).session.id;
    onA.say('My flatmate and I keep arguing about chores.');
    const ack = await onA.next('ack');
    await onA.next('replyToken');

    // Opened in a second tab served by B while A is still writing the reply.
    const onB = await ChatClient.connect(b.url, user, { type: 'resume', sessionId, lastSeq: ack.seq });
    expect((await onA.waitClosed()).code).toBe(CHAT_CLOSE_CODES.replaced);
    const fannedOut = await onB.waitFor(
      (message): message is Extract<ServerMessage, { type: 'message' }> =>
        message.type === 'message' && message.role === 'doro',
      { timeoutMs: 15_000 },
    );
    const transcript = await transcriptOf(b.url, user, sessionId);
    expect(transcript).toEqual([
      expect.objectContaining({ seq: 1, role: 'user' }),
      expect.objectContaining({ seq: 2, role: 'doro', text: fannedOut.text }),
    ]);
    expect(fannedOut.seq).toBe(2);
    // B did not write a reply of its own to that message.
    expect(onB.received.map((message) => message.type)).not.toContain('replyStart');

    // The test-only cut, asked of A, reaches the socket on B.
    const spare = await ChatClient.open(a.url);
    spare.send({ type: 'auth', idToken: user.idToken });
    spare.send({ type: 'ping' });
    await spare.next('pong');
    const dropped = await fetch(new URL('/api/test-only/chat/drop-connections', a.url), {
      method: 'POST',
      headers: bearer(user),
    });
    expect(await dropped.json()).toEqual({ dropped: 1 });
    expect((await spare.waitClosed()).code).toBe(1006);
    expect((await onB.waitClosed()).code).toBe(1006);
    await expect
      .poll(async () => (await api(a.url, user, '/users/me/last-session')).body.session.status, { timeout: 5_000 })
      .toBe(5);
  });
});
