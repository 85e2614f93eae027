/**
 * The AI provider hanging at the network level (issue 9 item 5): a Doro server whose OpenAI-compatible endpoint is
 * reached through the fault proxy. When the proxy stops passing anything on (a connection that is accepted and then
 * never answers), the reply falls back to the offline engine with the visible notice, within the configured timeout;
 * the session never hangs; when the network heals, the model answers again without a restart.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startOpenAiDouble, type OpenAiDouble } from '../../doubles/openai-double';
import { startFaultProxy, type FaultProxy } from '../../fault/fault-proxy';
import { ChatClient, modelUser } from '../chat-client';
import { serverInstances, type Instance } from '../scale-out/instances';

const emulatorHost = inject('emulatorHost');
const instances = serverInstances({ databaseUrl: inject('databaseUrl'), emulatorHost });
const modelText = 'It sounds like the evenings are the hardest part. What usually happens then?';
const timeoutMs = 1_500;
let double: OpenAiDouble;
let proxy: FaultProxy;
let server: Instance;

beforeAll(async () => {
  double = await startOpenAiDouble(() => ({ kind: 'stream', text: modelText }));
  const modelAddress = new URL(double.baseUrl);
  proxy = await startFaultProxy({ target: { host: modelAddress.hostname, port: Number(modelAddress.port) } });
  modelAddress.port = String(proxy.port);
  server = await instances.start({
    DORO_AI_BASE_URL: modelAddress.toString(),
    DORO_AI_API_KEY: double.apiKey,
    DORO_AI_MODEL: double.model,
    DORO_AI_TIMEOUT_MS: String(timeoutMs),
    DORO_AI_MAX_RETRIES: '0',
  });
}, 90_000);
afterAll(async () => {
  await instances.stopAll();
  await proxy?.close();
  await double?.close();
});

describe('the AI provider hanging', () => {
  it('falls back to the offline engine with a notice within the timeout, then uses the model again', async () => {
    const user = await modelUser(server.url, emulatorHost);
    const client = await ChatClient.connect(server.url, user, { type: 'start', directiveness: 'listen' });

    const reply = async (text: string) => {
      const mark = client.received.length;
      const started = performance.now();
      client.say(text);
      const end = await client.next('replyEnd', { from: mark, timeoutMs: timeoutMs + 10_000 });
      const notices = client.received
        .slice(mark)
        .flatMap((message) => (message.type === 'notice' ? [message.kind] : []));
      return { text: end.text, ms: performance.now() - started, fellBack: notices.includes('fallback') };
    };

    const healthy = await reply('Evenings are hard lately.');
    expect(healthy).toMatchObject({ text: modelText, fellBack: false });

    proxy.latencyMs = Number.POSITIVE_INFINITY;
    proxy.cut(); // Kept-alive connections too: from now on nothing reaches the model, and nothing comes back.
    const hung = await reply('I just sit there and scroll.');
    expect(hung.fellBack).toBe(true);
    expect(hung.text).not.toBe(modelText);
    expect(hung.text.length).toBeGreaterThan(10);
    // The timeout, plus the offline engine's own streaming; never the minutes a hung socket could take.
    expect(hung.ms).toBeLessThan(timeoutMs + 8_000);

    proxy.latencyMs = 0;
    proxy.cut();
    const healed = await reply('Maybe I could put the phone in another room.');
    expect(healed).toMatchObject({ text: modelText, fellBack: false });
    await client.close();
  });
});
