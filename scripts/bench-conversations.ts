/**
 * The conversation bench (issue 17): every persona of the conversation kit (tests/conversations) played against the
 * offline engine, with every check of checks.ts on every reply. It reports the checks that failed (target 0), of
 * them the repeats (a question or an offer said twice) and the copied runs (8 or more of the person's words in a
 * row), and the engine's mean and p99 time to compose a reply. `npm run bench` calls benchConversations();
 * `npx tsx scripts/bench-conversations.ts` runs it alone (JSON on stdout).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { offlineReply } from '../server/ai/offline/engine';
import type { ReplyProvider } from '../server/ai/provider';
import { checks, runChecks } from '../tests/conversations/checks';
import { personas } from '../tests/conversations/personas';
import { playPersona } from '../tests/conversations/run';

const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

export async function benchConversations() {
  const times: number[] = [];
  // The engine, timed on each reply it composes (streaming word by word adds nothing to measure here).
  const engine: ReplyProvider = {
    kind: 'offline',
    async *stream(request) {
      const start = performance.now();
      const text = offlineReply(request);
      times.push(performance.now() - start);
      yield { type: 'text', text };
    },
    summarise: async () => '',
  };
  const failed: Record<string, number> = {};
  let replies = 0;
  let personasPassing = 0;
  for (const persona of personas) {
    const transcript = await playPersona(engine, persona);
    replies += transcript.turns.length + 1;
    const failures = runChecks(transcript);
    if (failures.length === 0) personasPassing += 1;
    for (const failure of failures) failed[failure.check] = (failed[failure.check] ?? 0) + 1;
  }
  const sorted = times.toSorted((a, b) => a - b);
  const total = Object.values(failed).reduce((sum, count) => sum + count, 0);
  return {
    personas: personas.length,
    personasPassing,
    replies,
    checksPerReply: Object.keys(checks).length,
    failedChecks: total,
    failedByCheck: failed,
    repeats: (failed['repeated-question'] ?? 0) + (failed['repeated-offer'] ?? 0),
    copiedRuns: failed['copied-words'] ?? 0,
    replyMilliseconds: {
      mean: round(times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length)),
      p99: round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0),
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchConversations(), null, 2));
}
