import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiDouble, type OpenAiDouble } from '../doubles/openai-double';
import { createSecondOpinion, parseOpinion, raisedBy } from '../../server/safety/second-opinion';

describe('the second opinion of a configured model', () => {
  let model: OpenAiDouble;
  beforeAll(async () => {
    model = await startOpenAiDouble(() => ({ kind: 'stream', text: '{"level": "urgent", "category": "self-harm"}' }));
  });
  afterAll(() => model.close());

  const opinion = () =>
    createSecondOpinion({ baseUrl: model.baseUrl, apiKey: model.apiKey, model: model.model, timeoutMs: 300 });

  it('asks the model once, not streamed, with the message and its context, and reads its JSON', async () => {
    model.requests.length = 0;
    await expect(opinion()('it keeps getting worse', ['i did it again last night'])).resolves.toEqual({
      level: 'urgent',
      category: 'self-harm',
    });
    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request?.stream).toBe(false);
    expect(request?.messages.at(-1)?.content).toContain('it keeps getting worse');
    expect(request?.messages.at(-1)?.content).toContain('i did it again last night');
  });

  it('gives no opinion when the model hangs past the timeout, fails, or answers nonsense', async () => {
    model.respondWith(() => ({ kind: 'hang' }));
    const started = Date.now();
    await expect(opinion()('hello', [])).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
    model.respondWith(() => ({ kind: 'status', status: 500 }));
    await expect(opinion()('hello', [])).resolves.toBeUndefined();
    model.respondWith(() => ({ kind: 'stream', text: 'I would rather not say.' }));
    await expect(opinion()('hello', [])).resolves.toBeUndefined();
  });

  it('reads a level said in words when the model forgets the JSON, and an unknown category as suicide', () => {
    expect(parseOpinion('Level: imminent.')).toEqual({ level: 'imminent', category: 'suicide' });
    expect(parseOpinion('{"level":"concern","category":"weather"}')).toEqual({ level: 'concern', category: 'suicide' });
    expect(parseOpinion('{"level":"catastrophic"}')).toBeUndefined();
  });

  it('may raise a level, never lower one', () => {
    expect(raisedBy('concern', { level: 'urgent', category: 'suicide' })).toEqual({
      level: 'urgent',
      category: 'suicide',
    });
    expect(raisedBy('urgent', { level: 'concern', category: 'suicide' })).toBeUndefined();
    expect(raisedBy('urgent', { level: 'none', category: 'suicide' })).toBeUndefined();
    expect(raisedBy('none', undefined)).toBeUndefined();
  });
});
