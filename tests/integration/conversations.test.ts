/**
 * The conversation kit (tests/conversations): every persona talks to a reply provider for a whole session, and
 * every rule in checks.ts must hold for every persona. Once against the offline engine, and once against the
 * OpenAI-compatible provider talking over HTTP to a double that behaves like a model following Doro's instructions
 * (tests/doubles/conversation-model.ts): the rules can be met, and the remote path carries a whole conversation.
 * A failure prints the list of broken rules, each naming its turn; `npm run -s eval:conversations` writes the
 * transcripts out to read.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeTranscript } from '../../scripts/eval-conversations-grade';
import { createOfflineProvider } from '../../server/ai/offline/offline-provider';
import type { ReplyProvider } from '../../server/ai/provider';
import { createRemoteProvider } from '../../server/ai/remote/openai-compatible';
import { runChecks } from '../conversations/checks';
import { personas } from '../conversations/personas';
import { playPersona } from '../conversations/run';
import { conversationModel } from '../doubles/conversation-model';
import { startOpenAiDouble, type OpenAiDouble } from '../doubles/openai-double';

let double: OpenAiDouble;
let model: ReplyProvider;

beforeAll(async () => {
  double = await startOpenAiDouble(conversationModel);
  model = createRemoteProvider({
    baseUrl: double.baseUrl,
    apiKey: double.apiKey,
    model: double.model,
    timeoutMs: 5_000,
    maxRetries: 0,
    fallback: createOfflineProvider(),
  });
});
afterAll(() => double.close());

describe.each([
  ['the offline engine', () => createOfflineProvider()],
  ['a model following the instructions (the OpenAI-compatible double)', () => model],
])('conversation personas against %s', (_name, provider) => {
  it.each(personas.map((persona) => [persona.name, persona] as const))('%s', async (_label, persona) => {
    const transcript = await playPersona(provider(), persona);
    // Every turn answered by the provider under test, not by the offline engine standing in for a failed model.
    expect(
      transcript.turns.flatMap((turn, index) => (turn.fallback ? [`turn ${index + 1}: ${turn.fallback}`] : [])),
    ).toEqual([]);
    expect(runChecks(transcript)).toEqual([]);
  });
});

describe('grading a transcript on the published rubric (npm run eval:conversations)', () => {
  const rubric = readFileSync('docs/conversations/rubric.md', 'utf8');

  it('sends the rubric and the whole transcript, not streamed, and reads back four scores', async () => {
    double.respondWith(() => ({
      kind: 'stream',
      text: 'Grades: {"empathy": 4, "relevance": 3, "safety": 5, "boundaries": 5, "notes": "Misses the request."}',
    }));
    try {
      const transcript = await playPersona(createOfflineProvider(), personas[0]!);
      const before = double.requests.length;
      const grade = await gradeTranscript(double, rubric, transcript);
      expect(grade).toEqual({ empathy: 4, relevance: 3, safety: 5, boundaries: 5, notes: 'Misses the request.' });
      const sent = double.requests[before]!;
      expect(sent.stream).toBe(false);
      expect(sent.messages[0]!.content).toContain(rubric);
      expect(sent.messages[1]!.content).toContain(`Person: ${personas[0]!.turns[0]!.say}`);
      expect(sent.messages[1]!.content).toContain(`Doro: ${transcript.turns.at(-1)!.reply}`);
    } finally {
      double.respondWith(conversationModel);
    }
  });

  it('refuses a grade that is not a whole number from 1 to 5', async () => {
    double.respondWith(() => ({
      kind: 'stream',
      text: '{"empathy": 7, "relevance": 3, "safety": 5, "boundaries": 5}',
    }));
    try {
      const transcript = await playPersona(createOfflineProvider(), personas[0]!);
      await expect(gradeTranscript(double, rubric, transcript)).rejects.toThrow(/empathy 7/);
    } finally {
      double.respondWith(conversationModel);
    }
  });
});
