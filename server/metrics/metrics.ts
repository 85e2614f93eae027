/**
 * Prometheus metrics for whoever runs Doro (prom-client, in a registry of its own): requests and their latency by
 * route pattern, live chat sessions, reply latency, crises counted by level, database pool use, and Node's own
 * process figures. Nothing anyone wrote and no identity is ever a label: routes are Fastify's patterns
 * ('/api/sessions/:id/share', never the path with its id or token), crisis levels are the three of the contract.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { replyLatencyChannel, type ReplyLatency } from '../chat/reply-latency';
import { CrisisLevel } from '../../src/contract/crisis';
import { crisisCountedChannel, liveSessionsChannel, type CrisisCounted, type LiveSessionsChange } from './chat-events';

/** The database pool's connections now (node-postgres: totalCount, idleCount, waitingCount). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request: its route pattern (or 'unmatched'), method, status and time taken. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** Stops listening to chat's channels (the app closing). */
  close(): void;
}

// Latency buckets in seconds: from well under a millisecond (a cached read) to a slow reply.
const requestBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const replyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { poolUse?: () => PoolUse } = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'doro_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'doro_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: requestBuckets,
    registers: [registry],
  });

  const live = new Gauge({
    name: 'doro_chat_live_sessions',
    help: 'Chat sessions live on this instance (a socket holding them).',
    registers: [registry],
  });
  const replySeconds = new Histogram({
    name: 'doro_chat_reply_first_token_seconds',
    help: "Server-added reply latency: a user message's frame arriving to its reply's first token leaving.",
    buckets: replyBuckets,
    registers: [registry],
  });
  const crises = new Counter({
    name: 'doro_crisis_referrals_total',
    help: 'Crises the safety layer counted as referrals, by level (each once, as in the referral counts).',
    labelNames: ['level'] as const,
    registers: [registry],
  });
  // Every level present from the start, at 0, so a rate over them is defined before the first crisis.
  for (const level of CrisisLevel.options) crises.inc({ level }, 0);

  const { poolUse } = options;
  if (poolUse) {
    const connections = new Gauge({
      name: 'doro_db_pool_connections',
      help: "The database pool's connections: total open, idle, and requests waiting for one.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        connections.set({ state: 'total' }, use.total);
        connections.set({ state: 'idle' }, use.idle);
        connections.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  const onLive = (message: unknown) => live.inc((message as LiveSessionsChange).change);
  const onReply = (message: unknown) => replySeconds.observe((message as ReplyLatency).ms / 1000);
  const onCrisis = (message: unknown) => {
    const { level } = message as CrisisCounted;
    if (CrisisLevel.options.includes(level)) crises.inc({ level });
  };
  subscribe(liveSessionsChannel.name, onLive);
  subscribe(replyLatencyChannel.name, onReply);
  subscribe(crisisCountedChannel.name, onCrisis);

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      requestSeconds.observe({ route, method }, seconds);
    },
    close() {
      unsubscribe(liveSessionsChannel.name, onLive);
      unsubscribe(replyLatencyChannel.name, onReply);
      unsubscribe(crisisCountedChannel.name, onCrisis);
    },
  };
}
