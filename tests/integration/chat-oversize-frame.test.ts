/**
 * A chat socket frame over the size limit (issue 19 item 8): the client is told with close code 1009 (message too
 * big), and the server writes one warning about it, without a stack: the client broke the protocol, nothing failed
 * on the server. Read from a server process's own log, as whoever runs Doro reads it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ChatClient, chatUser } from './chat-client';
import { serverInstances, type Instance } from './scale-out/instances';

const emulatorHost = inject('emulatorHost');
const instances = serverInstances({ databaseUrl: inject('databaseUrl'), emulatorHost });
let server: Instance;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  server = await instances.start({ LOG_LEVEL: 'warn' });
  let buffered = '';
  server.process.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log line.
      }
    }
  });
}, 60_000);
afterAll(() => instances.stopAll());

describe('an oversize chat frame', () => {
  it('closes the socket with 1009 and is logged once, as a warning without a stack', async () => {
    const user = await chatUser(server.url, emulatorHost);
    const client = await ChatClient.connect(server.url, user, { type: 'start', directiveness: 'listen' });
    const before = logLines.length;
    client.sendRaw(JSON.stringify({ type: 'user_message', client_id: crypto.randomUUID(), text: 'x'.repeat(40_000) }));
    expect((await client.waitClosed()).code).toBe(1009);

    // Give the log a moment to arrive, then read what this frame wrote.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const written = logLines.slice(before);
    expect(written.filter((line) => Number(line.level) >= 50)).toEqual([]);
    const aboutTheFrame = written.filter((line) => JSON.stringify(line).match(/payload|WS_ERR/i));
    expect(aboutTheFrame).toHaveLength(1);
    expect(aboutTheFrame[0]).toMatchObject({ level: 40 });
    expect(JSON.stringify(aboutTheFrame[0])).not.toMatch(/stack|\bat \S+ \(/);
  });
});
