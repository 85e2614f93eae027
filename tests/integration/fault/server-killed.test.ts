/**
 * The server killed mid-session and started again (issue 9 item 5). The client talks to Doro through the fault
 * proxy, which stands for the stable address users have (a load balancer, a DNS name). The server process is
 * SIGKILLed while Doro's reply is streaming; while it is down the client cannot connect and queues what the user
 * writes, as the app does; a new server process comes up behind the same address, the client resumes from the last
 * seq it saw and sends its queue. Nothing is lost and nothing is stored twice.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../fault/fault-proxy';
import { api, ChatClient, chatUser } from '../chat-client';
import { serverInstances, type Instance } from '../scale-out/instances';

const emulatorHost = inject('emulatorHost');
const instances = serverInstances({ databaseUrl: inject('databaseUrl'), emulatorHost });
let first: Instance;
let proxy: FaultProxy;
let address: string;

const portOf = (instance: Instance) => Number(new URL(instance.url).port);

beforeAll(async () => {
  // Slow replies, so the kill lands while one is being written.
  first = await instances.start({ DORO_REPLY_TOKEN_DELAY_MS: '80' });
  proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: portOf(first) } });
  address = `http://127.0.0.1:${proxy.port}`;
}, 90_000);
afterAll(async () => {
  await proxy?.close();
  await instances.stopAll();
});

type Turn = { seq: number; role: 'user' | 'doro'; text: string };

describe('the server killed and restarted mid-session', () => {
  it('the client reconnects, the session resumes, and every message is stored once, in order', async () => {
    const user = await chatUser(address, emulatorHost);
    const before = await ChatClient.connect(address, user, { type: 'start', directiveness: 'listen' });
    const sessionId = (await before.next('ready')).session.id;
    before.say('I have not been sleeping well since the move.');
    const acked = await before.next('ack');
    await before.next('replyToken', { timeoutMs: 15_000 });

    await instances.kill(first);
    await before.waitClosed();
    const lastSeenSeq = Math.max(
      ...before.received.flatMap((message) =>
        'seq' in message && typeof message.seq === 'number' ? [message.seq] : [],
      ),
    );
    expect(lastSeenSeq).toBe(acked.seq);

    // Down: nothing answers at the address, and what the user writes waits in the client's queue.
    await expect(ChatClient.open(address)).rejects.toThrow(/socket hang up|ECONNRESET|closed before/);
    const queued = ['Everything feels loud at night.', 'Maybe I should try the breathing thing.'].map((text) => ({
      text,
      clientId: crypto.randomUUID(),
    }));

    const second = await instances.start();
    proxy.target = { host: '127.0.0.1', port: portOf(second) };

    const after = await ChatClient.connect(address, user, { type: 'resume', sessionId, lastSeq: lastSeenSeq });
    for (const message of queued) after.say(message.text, message.clientId);
    // The reply the kill interrupted comes from the new server, then one to each queued message.
    await expect
      .poll(() => after.received.filter((message) => message.type === 'replyEnd').length, { timeout: 30_000 })
      .toBe(3);

    const transcript = (await api(address, user, `/sessions/session-transcript/${sessionId}`)).body.messages as Turn[];
    expect(transcript.map((turn) => turn.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    const userTurns = transcript.filter((turn) => turn.role === 'user');
    expect(userTurns.map((turn) => turn.text)).toEqual([
      'I have not been sleeping well since the move.',
      ...queued.map((message) => message.text),
    ]);
    // Each user message answered exactly once, and the replies the client was given are the stored ones.
    const answered = after.received.flatMap((message) => (message.type === 'replyStart' ? [message.replyTo] : []));
    expect(answered.toSorted()).toEqual(userTurns.map((turn) => turn.seq));
    const replySeqs = after.received.flatMap((message) => (message.type === 'replyEnd' ? [message.seq] : []));
    expect(replySeqs.toSorted()).toEqual(transcript.filter((turn) => turn.role === 'doro').map((turn) => turn.seq));
    await after.close();
  });
});
