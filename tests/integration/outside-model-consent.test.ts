/**
 * Express consent to an outside model (issue 20; PIPEDA): with an OpenAI-compatible model configured (here the local
 * HTTP double), a person who has not turned it on sends it nothing (no reply, no safety second opinion, no summary)
 * and still gets a reply, from Doro's own engine; once on, the model gets the conversation; turned off again, the
 * next message of the same session goes nowhere. The setting refuses bad input with a 400 and changes nothing, and is
 * in the data export. Wire fields are snake_case.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { compliantModel } from '../doubles/compliant-model';
import { startOpenAiDouble, type OpenAiDouble } from '../doubles/openai-double';
import { startSideServer } from '../doubles/side-server';
import { api, ChatClient, chatUser } from './chat-client';

const emulatorHost = inject('emulatorHost');
const databaseUrl = inject('databaseUrl');

let double: OpenAiDouble;
let server: { baseUrl: string; close(): Promise<void> };

beforeAll(async () => {
  double = await startOpenAiDouble(compliantModel);
  server = await startSideServer({
    databaseUrl,
    emulatorHost,
    env: {
      ...double.env,
      DORO_AI_TIMEOUT_MS: '2000',
      DORO_AI_MAX_RETRIES: '0',
    },
  });
});
afterAll(async () => {
  await server?.close();
  await double?.close();
});

const consentPath = '/users/me/outside-model-consent';

/** The requests the model double got that carry `text` anywhere (the reply, the second opinion or the summary). */
const requestsWith = (text: string) =>
  double.requests.filter((request) => request.messages.some((message) => message.content.includes(text)));

const noticeKinds = (client: ChatClient) =>
  client.received.flatMap((message) => (message.type === 'notice' ? [message.kind] : []));

/** Says `text` in the session and resolves with the whole reply, once the second opinion has had time to be asked. */
async function replyTo(client: ChatClient, text: string) {
  const mark = client.received.length;
  client.say(text);
  const end = await client.next('replyEnd', { from: mark });
  // The second opinion is asked beside the reply and nothing waits for it: give it the time to reach the double.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return end.text;
}

describe('the outside model', () => {
  it('gets nothing from a person who has not turned it on, and the reply still comes from Doro’s own engine', async () => {
    const user = await chatUser(server.baseUrl, emulatorHost);
    expect((await api(server.baseUrl, user, '/users/me/privacy-consent')).body).toMatchObject({
      outside_model: false,
      outside_model_consented_at: null,
      outside_model_host: new URL(double.baseUrl).host,
    });
    const client = await ChatClient.connect(server.baseUrl, user, { type: 'start', directiveness: 'listen' });
    await client.next('ready');
    // The chat says who writes: Doro's offline engine, on this server.
    expect(await client.next('notice')).toMatchObject({ kind: 'offline-engine' });
    const said = 'My flatmate Quentin keeps eating my food and I feel ignored.';
    const reply = await replyTo(client, said);
    expect(reply.length).toBeGreaterThan(0);
    expect(client.received.some((message) => message.type === 'notice' && message.kind === 'fallback')).toBe(false);
    client.send({ type: 'end' });
    await client.waitClosed();
    expect(requestsWith('Quentin')).toEqual([]);
  });

  it('gets the conversation (reply and second opinion) once turned on, and nothing from the next message once off', async () => {
    const user = await chatUser(server.baseUrl, emulatorHost);
    const before = Date.now();
    const on = await api(server.baseUrl, user, consentPath, { method: 'PUT', body: { outside_model: true } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ outside_model: true, memory: false });
    expect(new Date(on.body.outside_model_consented_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const client = await ChatClient.connect(server.baseUrl, user, { type: 'start', directiveness: 'listen' });
    await client.next('ready');
    await replyTo(client, 'My brother Tiberius moved out and the house is quiet.');
    expect(noticeKinds(client)).not.toContain('offline-engine');
    const sent = requestsWith('Tiberius');
    // The reply, streamed, with the message as the last user turn; and the second opinion, not streamed.
    expect(sent.filter((request) => request.stream === true)).toHaveLength(1);
    expect(sent.find((request) => request.stream === true)?.messages.at(-1)).toEqual({
      role: 'user',
      content: 'My brother Tiberius moved out and the house is quiet.',
    });
    expect(sent.filter((request) => request.stream !== true)).toHaveLength(1);

    // Off in the same session: the very next message goes nowhere, and a reply still comes.
    const off = await api(server.baseUrl, user, consentPath, { method: 'PUT', body: { outside_model: false } });
    expect(off.body).toMatchObject({ outside_model: false, outside_model_consented_at: null });
    const count = double.requests.length;
    const reply = await replyTo(client, 'Now my cousin Ottoline wants his room.');
    expect(reply.length).toBeGreaterThan(0);
    client.send({ type: 'end' });
    await client.waitClosed();
    expect(requestsWith('Ottoline')).toEqual([]);
    // Not even the summary of the session, which holds the earlier message too.
    expect(double.requests.slice(count)).toEqual([]);
  });
});

describe('the outside model setting', () => {
  it('refuses bad input with a clear 400 and changes nothing; needs a profile', async () => {
    const user = await chatUser(server.baseUrl, emulatorHost);
    expect(
      (await api(server.baseUrl, user, consentPath, { method: 'PUT', body: { outside_model: true } })).status,
    ).toBe(200);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^outside_model: is required$/],
      [{ outside_model: 'yes' }, /^outside_model: /],
      [{ outside_model: null }, /^outside_model: /],
      [{ outside_model: false, extra: 1 }, /unknown field extra/],
      [{ memory: false }, /unknown field memory/],
    ];
    for (const [body, message] of cases) {
      const answer = await api(server.baseUrl, user, consentPath, { method: 'PUT', body });
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: expect.stringMatching(message),
      });
    }
    expect((await api(server.baseUrl, user, '/users/me/privacy-consent')).body).toMatchObject({
      outside_model: true,
      memory: false,
    });

    const { signUpTestUser } = await import('./emulator-users');
    const stranger = await signUpTestUser(emulatorHost);
    const put = await api(server.baseUrl, stranger, consentPath, { method: 'PUT', body: { outside_model: true } });
    expect(put.status).toBe(404);
  });

  it('is in the data export: off by default, and when it was turned on', async () => {
    const user = await chatUser(server.baseUrl, emulatorHost);
    expect((await api(server.baseUrl, user, '/users/me/export')).body.user).toMatchObject({
      outside_model_consent_at: null,
    });
    const on = await api(server.baseUrl, user, consentPath, { method: 'PUT', body: { outside_model: true } });
    const exported = (await api(server.baseUrl, user, '/users/me/export')).body;
    expect(exported.user.outside_model_consent_at).toBe(on.body.outside_model_consented_at);
  });
});
