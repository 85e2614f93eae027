/**
 * Where a user message's time goes on the server, stage by stage (issue 22): each stage says how long it took on
 * the clock (`ms`) and how much of that it spent on the event loop in its own code (`cpuMs`; the rest is waiting, on
 * the database or on the queue before it). A diagnostics channel like the reply latency (reply-latency.ts): when
 * nobody subscribes, a stage costs one check and no clock read. The chat bench (scripts/bench-chat.ts) subscribes.
 */
import { channel } from 'node:diagnostics_channel';

export const messageStageChannel = channel('doro:chat:message-stage');

export const MESSAGE_STAGES = [
  /** The frame's arrival to its decoded, validated message (the connection's queue, JSON, the schema). */
  'receive-validate',
  /** The per-account message limit. */
  'rate-limit',
  /** The user message stored: encrypted, inserted with the next seq in one statement. */
  'store',
  /** The frame's arrival to the ack frame written to the socket (includes the stages above). */
  'acknowledge',
  /** The reply's turn: the one instance answering a message takes it (the chat bus's claim). */
  'claim',
  /** The safety layer's classifier on the message, before any model reads it. */
  'classify',
  /** The engine or provider asked, to its first token through the output guard. */
  'reply-first-token',
  /** The output guard over a whole reply (every token it looked at). */
  'output-guard',
  /** The first reply token's frame: encoded and written to the socket. */
  'first-token-out',
  /** Every later reply-token frame: encoded and written. */
  'token-frame',
  /** Doro's reply stored once it ends. */
  'store-reply',
] as const;

export type MessageStage = (typeof MESSAGE_STAGES)[number];

export interface MessageStageTiming {
  stage: MessageStage;
  ms: number;
  cpuMs: number;
}

/** performance.now() when someone listens, undefined otherwise: what a stage starts its clock with. */
export const stageClock = (): number | undefined =>
  messageStageChannel.hasSubscribers ? performance.now() : undefined;

/** A stage that began at `startedAt` ended now; `cpuMs` defaults to all of it (a stage that never waits). */
export function stageEnded(stage: MessageStage, startedAt: number | undefined, cpuMs?: number): void {
  if (startedAt === undefined || !messageStageChannel.hasSubscribers) return;
  const ms = performance.now() - startedAt;
  messageStageChannel.publish({ stage, ms, cpuMs: cpuMs ?? ms } satisfies MessageStageTiming);
}

/** Runs a synchronous step, counting it as a whole stage. */
export function timedStage<T>(stage: MessageStage, step: () => T): T {
  const startedAt = stageClock();
  const result = step();
  stageEnded(stage, startedAt);
  return result;
}
