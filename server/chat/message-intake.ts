/**
 * A message the person sent in a live session: refused while the session is ending or over, and over the rate
 * limit, before anything is stored; otherwise it makes a paused session active, is stored once (a resend with the
 * same client id gets the first seq), acknowledged with its seq and the minutes left, and queued for Doro's reply.
 * While a crisis pause holds the session, a message is refused; one that makes a pause is read at once.
 */
import { SESSION_STATUS } from '../../src/contract/sessions';
import type { ChatConfig } from '../config';
import { takeChatMessageSlot } from '../http/chat-message-limit';
import type { ChatBus } from './chat-bus';
import type { ChatStore } from './chat-store';
import type { CrisisPauseControl } from './crisis-pause';
import { ChatError, hasEnded, send, type LiveSession } from './live-sessions';
import type { MinutesClock } from './minutes-clock';
import type { ReplyPipeline } from './reply-pipeline';

export function createMessageIntake(deps: {
  store: ChatStore;
  config: ChatConfig;
  bus: ChatBus;
  clock: MinutesClock;
  replies: ReplyPipeline;
  pause: CrisisPauseControl;
}) {
  const { store, config, bus, clock, replies, pause } = deps;

  return async function userMessage(session: LiveSession, clientId: string, text: string): Promise<void> {
    if (session.ending || hasEnded(session.status)) {
      throw new ChatError('session-closed', 'This session has ended. Start a new one to keep talking.');
    }
    // A crisis pause holds the session until the person chooses to go on (crisis-pause.ts): nothing is stored.
    await pause.refuseWhilePaused(session);
    // Rate limit (server/http/chat-message-limit.ts, decision 019): refused before anything is stored.
    const slot = takeChatMessageSlot(config.messageRateLimit, session.userId);
    if (!slot.allowed) throw new ChatError('rate-limited', slot.message);
    if (session.status === SESSION_STATUS.paused) await clock.activate(session, true);
    const stored = await store.appendUserMessage(session.id, clientId, text);
    if (!stored) throw new ChatError('session-not-found', 'That session was not found.');
    if (!stored.duplicate) bus.publish({ kind: 'stored', sessionId: session.id, seq: stored.seq });
    send(session, { type: 'ack', clientId, seq: stored.seq });
    clock.resetIdle(session);
    send(session, {
      type: 'minutes',
      remainingSeconds: stored.remainingSeconds,
    });
    if (stored.duplicate) return;
    session.turns.push({ seq: stored.seq, role: 'user', text });
    // Read by the safety layer now: a crisis that pauses the conversation stops the reply being written at once.
    await pause.arrival(session, stored.seq);
    replies.queue(session, stored.seq);
  };
}
