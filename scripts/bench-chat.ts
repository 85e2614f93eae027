/**
 * The chat bench (issue 4): many concurrent chat sessions against ONE server process, each user sending a message,
 * reading Doro's streamed reply, and sending the next, then ending the session. It reports:
 * - messagesPerSecond: user messages stored and acknowledged per second, over the whole run;
 * - firstTokenMs p50/p99: the server-added latency, measured inside the server (server/chat/reply-latency.ts) from
 *   a user message's frame arriving to its reply's first token leaving, so neither the network nor the reply's
 *   deliberate pace between tokens is in it;
 * - errors: error messages from the server, unexpected closes and timeouts, with a few samples;
 * - peakServerRssMb: the server process's peak resident memory (its own process: the bench's clients run here);
 * - memoryPerSession: what one session holds in the server (issue 22), idle and active: the server's memory after a
 *   forced garbage collection (--expose-gc), less the same before any session opened, divided by the sessions.
 *   Idle: every session open and ready, no message yet (measured before the first message). Active: every session
 *   still open with its whole conversation held (measured once all have sent their last message, before any ends).
 *   JS memory is the V8 heap in use plus external and array-buffer memory; resident memory is given beside it, but
 *   the allocator rarely hands pages back, so it is the coarser figure. Sessions wait for one another only at
 *   those two moments, and start their messages spread over the ramp again, so no burst follows either.
 * - stages: the per-stage profile of a user message (server/chat/message-stages.ts), measured inside the server
 *   while every session is talking: each stage's p50 and p99 on the clock, and the share of the server's CPU over
 *   that time spent on the event loop in the stage's own code (waiting on the database is not CPU; the database
 *   driver's and the WebSocket library's own work is in none of them).
 * Target on a 2-core machine (issue 22): 2,000 sessions at one message per 5 s each with 0 errors and p99 <= 50 ms,
 * and a saturation throughput (benchChatSaturation) of at least 600 messages/s.
 *
 * `npm run bench` calls benchChat() for issue 22's scale run (2,000 sessions, one message per 5 s each) and
 * benchChatSaturation(); `npx tsx scripts/bench-chat.ts [sessions] [messagesPerSession] [thinkMs]` runs one alone,
 * `npx tsx scripts/bench-chat.ts saturation [sessions...]` the search; `... N M T ends-at-once` ends every session in the
 * same moment (a burst of ends, see ChatBenchOptions.endsAtOnce).
 * It uses the Auth emulator named by FIREBASE_AUTH_EMULATOR_HOST, or starts one.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { api, ChatClient, chatUser } from '../tests/integration/chat-client';
import {
  MESSAGE_STAGES,
  messageStageChannel,
  type MessageStage,
  type MessageStageTiming,
} from '../server/chat/message-stages';
import { replyLatencyChannel, type ReplyLatency } from '../server/chat/reply-latency';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start';
import type { TestUser } from '../tests/integration/emulator-users';
import { doroServerEnv, forkBenchServer, serveForBench } from './bench-process';
import { startAuthEmulator } from './emulator';

export interface ChatBenchOptions {
  sessions?: number;
  messagesPerSession?: number;
  /**
   * How long a user reads the reply and types before the next message, on average (each pause is drawn between
   * half and one and a half times it). Real people take seconds; the default 0 sends the next message the moment
   * the reply ends, the heaviest load the clients can make.
   */
  thinkMs?: number;
  /**
   * Sessions start one after another over this time, as people arrive, rather than all in the same millisecond: a
   * burst of 200 starts (about ten queries each) queues every other session's messages behind it in the database
   * pool. Once all have started they run concurrently.
   */
  rampMs?: number;
  /**
   * Every session ends in the same moment, once all have spoken, instead of spread over the ramp: the burst of ends
   * decision 030 saw fail on the database pool's connection timeout (`npx tsx scripts/bench-chat.ts N M T ends-at-once`).
   */
  endsAtOnce?: boolean;
}

export interface ChatBenchReport {
  sessions: number;
  messagesPerSession: number;
  thinkMs: number;
  rampMs: number;
  endsAtOnce: boolean;
  userMessages: number;
  durationSeconds: number;
  messagesPerSecond: number;
  firstTokenMs: { count: number; p50: number; p99: number; max: number };
  errors: number;
  errorSamples: string[];
  peakServerRssMb: number;
  memoryPerSession: MemoryPerSession;
  /** The server's CPU while every session talked (user + system), in seconds, and the per-stage profile. */
  serverCpuSeconds: number;
  /** That CPU per user message acknowledged meanwhile, in ms: the figure that moves least with the machine's load. */
  serverCpuMsPerMessage: number;
  /**
   * The embedded PostgreSQL's CPU over the same time per message, in ms (all its processes: the server's child
   * processes, read from /proc; null where there is no /proc). It runs on the same two cores.
   */
  databaseCpuMsPerMessage: number | null;
  stages: StageFigures[];
}

/** One stage of a user message (server/chat/message-stages.ts), over the sessions' talking time. */
export interface StageFigures {
  stage: MessageStage;
  count: number;
  p50Ms: number;
  p99Ms: number;
  /** Percent of the server's CPU over that time spent in the stage's own code. */
  cpuPercent: number;
}

/** Server memory per session, in kB (see the top of this file). */
export interface MemoryPerSession {
  /** Sessions measured: those open at each moment (a session that failed earlier is not counted). */
  idleSessions: number;
  activeSessions: number;
  idle: { jsKb: number; rssKb: number };
  active: { jsKb: number; rssKb: number };
  /** The server with no session open, after a collection, for scale. */
  baseline: { jsMb: number; rssMb: number };
}

/** What the server process reports at the end. */
interface ServerReport {
  latenciesMs: number[];
  maxRssKb: number;
}

/** The server's CPU since the stages were last cleared, in microseconds, and each stage's figures since then. */
interface ServerStages {
  cpuMicros: number;
  /** The server's child processes' (its embedded PostgreSQL's) CPU over the same time, null without /proc. */
  childCpuMicros: number | null;
  stages: StageFigures[];
}

/** The server's memory after a forced collection, in bytes. */
interface ServerMemory {
  js: number;
  rss: number;
}

const dataDir = resolvePath('.test-data/bench-chat');
const replyTimeoutMs = 30_000;

const lines = [
  'I have been feeling tired all week and I do not know why.',
  'School is a lot right now. There is a big test on Friday.',
  'My friend has not answered my messages since Monday.',
  'I could not sleep well last night, my mind kept racing.',
  'Sometimes I just want a quiet evening without my phone.',
];

export async function benchChat(options: ChatBenchOptions = {}): Promise<ChatBenchReport> {
  const sessions = options.sessions ?? 200;
  const messagesPerSession = options.messagesPerSession ?? 10;
  const thinkMs = options.thinkMs ?? 0;
  const rampMs = options.rampMs ?? 10_000;
  const endsAtOnce = options.endsAtOnce ?? false;
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? undefined : await startAuthEmulator();
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || emulator!.host;
  const server = await startServerProcess(emulatorHost);
  try {
    const users = await inBatches(sessions, 20, () => chatUser(server.url, emulatorHost));
    const errors: string[] = [];
    let acked = 0;
    const baseline = await server.memory();
    const opened = meeting(sessions);
    const spoken = meeting(sessions);
    let startedAt = performance.now();
    let durationSeconds = 0;
    const running = Promise.all(
      users.map((user, index) => {
        const ramp = () => sleep((rampMs * index) / sessions);
        const at = { opened: opened.arrive(), spoken: spoken.arrive() };
        return ramp()
          .then(() =>
            runSession(server.url, user, { index, messages: messagesPerSession, thinkMs }, () => acked++, {
              opened: () => at.opened().then(ramp),
              // Ends spread over the ramp too: 2,000 ends in the same millisecond is no one's evening, and it queued
              // every end's queries behind the pool's 5 s connection timeout.
              spoken: () => (endsAtOnce ? at.spoken() : at.spoken().then(ramp)),
            }),
          )
          .catch((error: unknown) => {
            errors.push(`session ${index}: ${error instanceof Error ? error.message : String(error)}`);
          })
          .finally(() => {
            // A session that failed is no longer waited for at either moment.
            opened.leave(index);
            spoken.leave(index);
          });
      }),
    );
    const idle = await opened.everyone();
    const idleMemory = await server.memory();
    await server.clearStages();
    startedAt = performance.now();
    opened.release();
    const active = await spoken.everyone();
    durationSeconds = (performance.now() - startedAt) / 1000;
    // The stages of the talking time only: what the sessions' ends do is not a message's work.
    const stages = await server.stages();
    const activeMemory = await server.memory();
    spoken.release();
    await running;
    const report = await server.report();
    const latencies = report.latenciesMs.toSorted((a, b) => a - b);
    return {
      sessions,
      messagesPerSession,
      thinkMs,
      rampMs,
      endsAtOnce,
      userMessages: acked,
      durationSeconds: round(durationSeconds),
      messagesPerSecond: round(acked / durationSeconds),
      firstTokenMs: {
        count: latencies.length,
        p50: round(percentile(latencies, 0.5)),
        p99: round(percentile(latencies, 0.99)),
        max: round(latencies.at(-1) ?? 0),
      },
      errors: errors.length,
      errorSamples: errors.slice(0, 5),
      peakServerRssMb: round(report.maxRssKb / 1024),
      memoryPerSession: {
        idleSessions: idle,
        activeSessions: active,
        idle: perSession(idleMemory, baseline, idle),
        active: perSession(activeMemory, baseline, active),
        baseline: { jsMb: round(baseline.js / 2 ** 20), rssMb: round(baseline.rss / 2 ** 20) },
      },
      serverCpuSeconds: round(stages.cpuMicros / 1e6),
      serverCpuMsPerMessage: Math.round(stages.cpuMicros / Math.max(1, acked) / 10) / 100,
      databaseCpuMsPerMessage:
        stages.childCpuMicros === null ? null : Math.round(stages.childCpuMicros / Math.max(1, acked) / 10) / 100,
      stages: stages.stages,
    };
  } finally {
    await server.stop();
    await emulator?.stop();
  }
}

/** One step of the saturation search: sessions sending with no pause, and what the server managed. */
export interface SaturationStep {
  sessions: number;
  messagesPerSecond: number;
  firstTokenMs: { p50: number; p99: number };
  errors: number;
  serverCpuMsPerMessage: number;
  databaseCpuMsPerMessage: number | null;
}

export interface SaturationReport {
  /** The most messages per second any step acknowledged with 0 errors: the server's ceiling on this machine. */
  messagesPerSecond: number;
  steps: SaturationStep[];
}

/**
 * The saturation throughput (issue 22): sessions that send their next message the moment the reply ends (no think
 * time), in steps of more sessions, until a step adds under 5 % to the one before (the server is the limit, not
 * the clients' number) or has errors. Each step is a benchChat run of its own (own server, own database). A reply
 * is paced token by token as a person reads it (a few seconds), so one session sends about 0.4 messages/s however
 * fast the server is: 100, 200 and 400 sessions gave 35, 71 and 159 messages/s, each step double the one before,
 * and the steps start at 400 to reach the server's limit in a few minutes. 1,600 sessions (517 messages/s, first
 * token p99 44 ms) was still not the limit on this machine, so the search goes on to 3,200 (692 messages/s with 0
 * errors, the first token queued behind the others: p50 0.8 s, p99 2.1 s, which is what saturation means).
 */
export async function benchChatSaturation(
  options: { steps?: number[]; messagesPerSession?: number } = {},
): Promise<SaturationReport> {
  const steps: SaturationStep[] = [];
  for (const sessions of options.steps ?? [400, 800, 1600, 3200]) {
    const run = await benchChat({ sessions, messagesPerSession: options.messagesPerSession ?? 4, thinkMs: 0 });
    steps.push({
      sessions,
      messagesPerSecond: run.messagesPerSecond,
      firstTokenMs: { p50: run.firstTokenMs.p50, p99: run.firstTokenMs.p99 },
      errors: run.errors,
      serverCpuMsPerMessage: run.serverCpuMsPerMessage,
      databaseCpuMsPerMessage: run.databaseCpuMsPerMessage,
    });
    const before = steps.at(-2);
    if (run.errors > 0 || (before && run.messagesPerSecond < before.messagesPerSecond * 1.05)) break;
  }
  const clean = steps.filter((step) => step.errors === 0);
  return { messagesPerSecond: Math.max(0, ...clean.map((step) => step.messagesPerSecond)), steps };
}

/** kB per session: the growth over the baseline, shared among the sessions open. */
function perSession(memory: ServerMemory, baseline: ServerMemory, count: number) {
  const kb = (bytes: number) => round(bytes / 1024 / Math.max(1, count));
  return { jsKb: kb(memory.js - baseline.js), rssKb: kb(memory.rss - baseline.rss) };
}

/**
 * A moment every session reaches before any goes on: arrive() gives each session its wait, everyone() resolves with
 * how many arrived once all have arrived or left (failed), release() lets them go on.
 */
function meeting(count: number) {
  // Each session's place: on its way, here (waiting for the release), or gone (failed before it got here).
  const places = new Map<number, 'here' | 'gone'>();
  let next = 0;
  let onAll: ((count: number) => void) | undefined;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const here = () => [...places.values()].filter((place) => place === 'here').length;
  const check = () => {
    if (places.size >= count) onAll?.(here());
  };
  return {
    arrive() {
      const mine = next++;
      return () => {
        if (!places.has(mine)) places.set(mine, 'here');
        check();
        return released;
      };
    },
    leave(session: number) {
      if (!places.has(session)) places.set(session, 'gone');
      check();
    },
    everyone: () =>
      new Promise<number>((resolve) => {
        onAll = resolve;
        check();
      }),
    release,
  };
}

/** One user's session: start, messages one after another (each waits for its reply), end, finished (2). */
async function runSession(
  baseUrl: string,
  user: TestUser,
  { index, messages, thinkMs }: { index: number; messages: number; thinkMs: number },
  onAck: () => void,
  meet: { opened: () => Promise<void>; spoken: () => Promise<void> },
) {
  const client = await ChatClient.open(baseUrl);
  try {
    client.send({ type: 'auth', idToken: user.idToken });
    client.send({ type: 'start', directiveness: 'balanced' });
    await client.next('ready', { timeoutMs: replyTimeoutMs });
    await meet.opened();
    for (let turn = 0; turn < messages; turn++) {
      if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
      const from = client.received.length;
      const clientId = client.say(`${lines[(index + turn) % lines.length]} (${turn + 1})`);
      const ack = await client.next('ack', { from, timeoutMs: replyTimeoutMs });
      if (ack.clientId !== clientId) throw new Error(`ack for another message: ${ack.clientId}`);
      onAck();
      await client.next('replyEnd', { from, timeoutMs: replyTimeoutMs });
    }
    await meet.spoken();
    client.send({ type: 'end' });
    await client.waitFor(
      (message): message is Extract<typeof message, { type: 'status' }> =>
        message.type === 'status' && message.status === 2,
      { timeoutMs: replyTimeoutMs },
    );
    const refused = client.received.find((message) => message.type === 'error');
    if (refused) throw new Error(`server error: ${JSON.stringify(refused)}`);
    const transcript = await api(baseUrl, user, `/sessions/session-transcript/${sessionIdOf(client)}`);
    if (transcript.body.messages?.length !== messages * 2) {
      throw new Error(`transcript has ${transcript.body.messages?.length} messages, not ${messages * 2}`);
    }
  } finally {
    await client.close().catch(() => {});
  }
}

function sessionIdOf(client: ChatClient): string {
  const ready = client.received.find((message) => message.type === 'ready');
  if (!ready) throw new Error('no ready message');
  return ready.session.id;
}

/** Runs `make` `count` times, at most `width` at once (the emulator's sign-up is not built for a stampede). */
async function inBatches<T>(count: number, width: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let done = 0; done < count; done += width) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(width, count - done) }, make))));
  }
  return made;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The server in its own process, as production runs it, so the clients' work here does not slow it. */
async function startServerProcess(emulatorHost: string) {
  rmSync(dataDir, { recursive: true, force: true });
  const server = await forkBenchServer(import.meta.url, [], await doroServerEnv(dataDir, emulatorHost), {
    execArgv: ['--expose-gc'],
  });
  return {
    url: server.url,
    report: () => server.ask<ServerReport>('report'),
    memory: () => server.ask<ServerMemory>('memory'),
    clearStages: () => server.ask<null>('clearStages'),
    stages: () => server.ask<ServerStages>('stages'),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server side of the bench: the real server, plus subscribers to the reply-latency and stage channels. */
async function serve() {
  const latenciesMs: number[] = [];
  replyLatencyChannel.subscribe((message) => latenciesMs.push((message as ReplyLatency).ms));
  const stages = stageRecorder();
  await serveForBench(() => startServer(loadConfig()), {
    report: (): ServerReport => ({ latenciesMs, maxRssKb: process.resourceUsage().maxRSS }),
    clearStages: () => stages.clear(),
    stages: (): ServerStages => stages.figures(),
    memory: (): ServerMemory => {
      // Twice: what the first frees may let the second free more (weak maps, finalizers).
      globalThis.gc?.();
      globalThis.gc?.();
      const usage = process.memoryUsage();
      return { js: usage.heapUsed + usage.external + usage.arrayBuffers, rss: usage.rss };
    },
  });
}

/** Collects the stage channel's timings in the server process and sums them up when asked. */
function stageRecorder() {
  const byStage = new Map<MessageStage, { ms: number[]; cpuMs: number }>();
  let cpuAtClear = process.cpuUsage();
  let childCpuAtClear = descendantsCpuMicros();
  messageStageChannel.subscribe((message) => {
    const { stage, ms, cpuMs } = message as MessageStageTiming;
    let timings = byStage.get(stage);
    if (!timings) byStage.set(stage, (timings = { ms: [], cpuMs: 0 }));
    timings.ms.push(ms);
    timings.cpuMs += cpuMs;
  });
  return {
    clear() {
      byStage.clear();
      cpuAtClear = process.cpuUsage();
      childCpuAtClear = descendantsCpuMicros();
      return null;
    },
    figures(): ServerStages {
      const used = process.cpuUsage(cpuAtClear);
      const cpuMicros = used.user + used.system;
      const stages = MESSAGE_STAGES.map((stage) => {
        const timings = byStage.get(stage) ?? { ms: [], cpuMs: 0 };
        const sorted = timings.ms.toSorted((a, b) => a - b);
        return {
          stage,
          count: sorted.length,
          p50Ms: roundTo(percentile(sorted, 0.5), 3),
          p99Ms: roundTo(percentile(sorted, 0.99), 3),
          cpuPercent: roundTo(cpuMicros > 0 ? (timings.cpuMs * 1000 * 100) / cpuMicros : 0, 2),
        };
      });
      const childCpu = descendantsCpuMicros();
      const childCpuMicros = childCpu === null || childCpuAtClear === null ? null : childCpu - childCpuAtClear;
      return { cpuMicros, childCpuMicros, stages };
    },
  };
}

/**
 * CPU time (user + system) of every process descended from this one (the embedded PostgreSQL and its backends),
 * in microseconds, from /proc; null where there is none. Linux counts it in ticks of 1/100 s.
 */
function descendantsCpuMicros(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const processes = new Map<number, { parent: number; ticks: number }>();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command's closing parenthesis: state, ppid, ... utime (14th field) and stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(pid), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // Gone meanwhile.
    }
  }
  let ticks = 0;
  for (const [pid, { ticks: own }] of processes) {
    for (let at = processes.get(pid)?.parent; at !== undefined && at > 1; at = processes.get(at)?.parent) {
      if (at === process.pid) {
        ticks += own;
        break;
      }
    }
  }
  return ticks * 10_000;
}

const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--serve')) {
    await serve();
  } else {
    if (process.argv[2] === 'saturation') {
      const steps = process.argv.slice(3).map(Number);
      console.log(JSON.stringify(await benchChatSaturation(steps.length > 0 ? { steps } : {}), null, 2));
    } else {
      const [sessions, messagesPerSession, thinkMs] = process.argv
        .slice(2, 5)
        .map((arg) => (/^\d+$/.test(arg) ? Number(arg) : undefined));
      const endsAtOnce = process.argv.includes('ends-at-once');
      console.log(JSON.stringify(await benchChat({ sessions, messagesPerSession, thinkMs, endsAtOnce }), null, 2));
    }
  }
}
