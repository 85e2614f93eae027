/**
 * `npm run -s eval:conversations`: plays every persona of the conversation kit (tests/conversations) against the
 * offline engine and writes each transcript, with the checks it failed, to docs/conversations/transcripts.md, with a
 * line per persona on standard output. With DORO_AI_BASE_URL, DORO_AI_API_KEY and DORO_AI_MODEL set, it also plays
 * them against that model (the offline engine behind it, as in the product) and asks the same model to grade every
 * transcript on the published rubric (docs/conversations/rubric.md). A report, not a gate: failed checks do not
 * change the exit code; a half-set model configuration does.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createOfflineProvider } from '../server/ai/offline/offline-provider';
import type { ReplyProvider } from '../server/ai/provider';
import { createRemoteProvider } from '../server/ai/remote/openai-compatible';
import { runChecks } from '../tests/conversations/checks';
import { personas } from '../tests/conversations/personas';
import { playPersona } from '../tests/conversations/run';
import { gradeTranscript, type ModelEndpoint } from './eval-conversations-grade';
import { failureCounts, gradeLine, providerSection, type Played } from './eval-conversations-report';

const folder = new URL('../docs/conversations/', import.meta.url);

function modelEndpoint(env: NodeJS.ProcessEnv): ModelEndpoint | undefined {
  const { DORO_AI_BASE_URL: baseUrl, DORO_AI_API_KEY: apiKey, DORO_AI_MODEL: model } = env;
  if (!baseUrl && !apiKey && !model) return undefined;
  if (!baseUrl || !apiKey || !model) {
    console.error('DORO_AI_BASE_URL, DORO_AI_API_KEY and DORO_AI_MODEL go together: set all three, or none.');
    process.exit(1);
  }
  return { baseUrl, apiKey, model };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const why = cause?.code ?? cause?.message;
  return why ? `${error.message} (${why})` : error.message;
}

async function playAll(label: string, provider: ReplyProvider, grader?: ModelEndpoint, rubric = ''): Promise<Played[]> {
  const played: Played[] = [];
  for (const persona of personas) {
    const transcript = await playPersona(provider, persona);
    const failures = runChecks(transcript);
    const grade = grader
      ? await gradeTranscript(grader, rubric, transcript).catch((error: unknown) => ({ error: describe(error) }))
      : undefined;
    played.push({ transcript, failures, ...(grade ? { grade } : {}) });
    const counts = failureCounts(failures);
    const fellBack = transcript.turns.filter((turn) => turn.fallback).length;
    const outcome = failures.length ? `${failures.length} failed` : 'all pass';
    const notes = [
      counts ? ` (${counts})` : '',
      fellBack ? ` | the model failed on ${fellBack} turns, the offline engine answered them` : '',
      grade ? ` | ${gradeLine(grade)}` : '',
    ];
    console.log(`${label.padEnd(8)} ${outcome.padEnd(10)} ${persona.name}${notes.join('')}`);
  }
  return played;
}

const endpoint = modelEndpoint(process.env);
const rubric = readFileSync(new URL('rubric.md', folder), 'utf8');
const offline = createOfflineProvider();
const sections = [providerSection('The offline engine', await playAll('offline', offline, endpoint, rubric))];
if (endpoint) {
  const model = createRemoteProvider({
    ...endpoint,
    timeoutMs: Number(process.env.DORO_AI_TIMEOUT_MS ?? 20_000),
    maxRetries: Number(process.env.DORO_AI_MAX_RETRIES ?? 2),
    fallback: offline,
  });
  sections.push(providerSection(`The model ${endpoint.model}`, await playAll('model', model, endpoint, rubric)));
}

const header = [
  '# Conversation transcripts',
  '',
  `Written by \`npm run -s eval:conversations\` on ${new Date().toISOString().slice(0, 10)}: every persona of`,
  'tests/conversations/personas.ts played against Doro, with the rules of tests/conversations/checks.ts it broke',
  endpoint
    ? `and the grades the model gave on the [rubric](rubric.md).`
    : `(set DORO_AI_BASE_URL, DORO_AI_API_KEY and DORO_AI_MODEL to add a model and its grades on the [rubric](rubric.md)).`,
  '',
].join('\n');
mkdirSync(folder, { recursive: true });
writeFileSync(new URL('transcripts.md', folder), `${header}\n${sections.join('\n')}`);
