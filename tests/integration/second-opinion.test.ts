/**
 * A configured model's second opinion through the real chat socket (decision 024): asked beside the local check,
 * never waited for; a higher level raises the card of that message (live and stored), a lower one or none changes
 * nothing, and a model that hangs leaves the conversation as it was.
 */
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServerMessage } from '../../src/contract/chat-socket';
import { compliantModel } from '../doubles/compliant-model';
import { startOpenAiDouble, type ChatCompletionRequest, type OpenAiDouble } from '../doubles/openai-double';
import { startSideServer } from '../doubles/side-server';
import { ChatClient, modelUser } from './chat-client';

const emulatorHost = inject('emulatorHost');
const databaseUrl = inject('databaseUrl');
const database = new Pool({ connectionString: databaseUrl, max: 2 });

// What the local classifier reads as nothing, and what it reads as urgent.
const quiet = 'I finally cleaned my room today';
const urgent = 'I want to kill myself';

let double: OpenAiDouble;
let server: { baseUrl: string; close(): Promise<void> };
/** What the model says of the message to check, by its text. */
let opinionOf: (message: string) => ReturnType<typeof compliantModel> = () =>
  compliantModel({ model: '', messages: [] });

const checkedMessage = (request: ChatCompletionRequest) =>
  request.messages.at(-1)?.content.split('Message to check:\n')[1] ?? '';

beforeAll(async () => {
  double = await startOpenAiDouble((request) =>
    request.stream === true ? compliantModel(request) : opinionOf(checkedMessage(request)),
  );
  server = await startSideServer({
    databaseUrl,
    emulatorHost,
    env: {
      ...double.env,
      DORO_AI_TIMEOUT_MS: '2000',
      DORO_AI_MAX_RETRIES: '0',
      DORO_AI_SAFETY_TIMEOUT_MS: '300',
    },
  });
});
afterAll(async () => {
  await server.close();
  await double.close();
  await database.end();
});

type Crisis = Extract<ServerMessage, { type: 'crisis' }>;

async function storedCrisis(sessionId: string, seq: number) {
  const { rows } = await database.query<{ crisis_level: string | null }>(
    'select crisis_level from chat_messages where session_id = $1 and seq = $2',
    [sessionId, seq],
  );
  return rows[0]?.crisis_level ?? null;
}

describe("a model's second opinion", () => {
  it('raises a message the local check let pass to a crisis card, after the reply started, and stores it', async () => {
    opinionOf = (message) => ({
      kind: 'stream',
      text: message.includes('cleaned my room') ? '{"level": "urgent", "category": "suicide"}' : '{"level": "none"}',
      tokenDelayMs: 150,
    });
    const user = await modelUser(server.baseUrl, emulatorHost);
    const client = await ChatClient.connect(server.baseUrl, user, { type: 'start', directiveness: 'listen' });
    const sessionId = (await client.next('ready')).session.id;
    const mark = client.received.length;
    client.say(quiet);
    const ack = await client.next('ack', { from: mark });
    const crisis = (await client.next('crisis', { from: mark })) as Crisis;
    expect(crisis).toMatchObject({ seq: ack.seq, level: 'urgent', categories: ['suicide'] });
    // The card did not hold the reply back: the reply had started before the model answered.
    const types = client.received.slice(mark).map((message) => message.type);
    expect(types.indexOf('replyStart')).toBeGreaterThan(-1);
    expect(types.indexOf('replyStart')).toBeLessThan(types.indexOf('crisis'));
    await expect.poll(() => storedCrisis(sessionId, ack.seq)).toBe('urgent');
    await client.close();
  });

  it('never lowers a level: a model that says none leaves the card the local check showed', async () => {
    opinionOf = () => ({ kind: 'stream', text: '{"level": "none"}' });
    const user = await modelUser(server.baseUrl, emulatorHost);
    const client = await ChatClient.connect(server.baseUrl, user, { type: 'start', directiveness: 'listen' });
    const mark = client.received.length;
    client.say(urgent);
    await client.next('replyEnd', { from: mark });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const cards = client.received.slice(mark).filter((message): message is Crisis => message.type === 'crisis');
    expect(cards.map((card) => card.level)).toEqual(['urgent']);
    await client.close();
  });

  it('changes nothing when the model hangs: the reply comes, no card', async () => {
    opinionOf = () => ({ kind: 'hang' });
    const user = await modelUser(server.baseUrl, emulatorHost);
    const client = await ChatClient.connect(server.baseUrl, user, { type: 'start', directiveness: 'listen' });
    const mark = client.received.length;
    client.say(quiet);
    await client.next('replyEnd', { from: mark });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(client.received.slice(mark).some((message) => message.type === 'crisis')).toBe(false);
    await client.close();
  });
});
