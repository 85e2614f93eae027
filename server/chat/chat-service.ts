/**
 * The live side of chat sessions, composed of its parts: the sessions live here and the resume lock
 * (live-sessions.ts), going live by a start or a resume (session-open.ts), the person's messages coming in
 * (message-intake.ts), the safety layer's look at each (crisis-check.ts), Doro's replies (reply-pipeline.ts), the
 * minutes clock (minutes-clock.ts), the end of a session (session-end.ts) and the other instances
 * (instance-coordination.ts). The socket (socket.ts) turns frames into calls here; the REST handlers call in to
 * close a deleted session.
 *
 * A session outlives its connection: a reply being made when the connection drops is finished and stored, and a
 * reconnecting client gets it from the replay. Nothing here holds plaintext longer than the session is live.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MemoryStore } from '../ai/memory/memory-store';
import type { ReplyProvider } from '../ai/provider';
import type { ChatConfig } from '../config';
import type { ChatBus } from './chat-bus';
import type { ChatStore } from './chat-store';
import { createCrisisCheck, type ChatSafety } from './crisis-check';
import { createCrisisPause } from './crisis-pause';
import type { CrisisPauseStore } from './crisis-pause-store';
import { createInstanceCoordination } from './instance-coordination';
import { ChatError, createLiveSessions, type ChatConnection, type LiveSession } from './live-sessions';
import { createMessageIntake } from './message-intake';
import { createMinutesClock } from './minutes-clock';
import { createPersonNotices } from './person-notices';
import { createReplyPipeline } from './reply-pipeline';
import { createSessionEnd } from './session-end';
import { createSessionOpen } from './session-open';

export function createChatService(deps: {
  store: ChatStore;
  provider: ReplyProvider;
  /** Answers when the provider's summary is unusable, and says Doro's greeting: the offline engine. */
  offline: ReplyProvider;
  memory: MemoryStore;
  safety: ChatSafety;
  config: ChatConfig;
  noticeIntervalSeconds: number;
  /** Tests only (DORO_TEST_USE_SCALE): use counts this many times faster towards the periodic notices; else 1. */
  useScale: number;
  log: FastifyBaseLogger;
  /** The other instances (chat-bus.ts). */
  bus: ChatBus;
  /** Crisis pauses, stored without words (crisis-pause-store.ts). */
  pauses: CrisisPauseStore;
}) {
  const { store, provider, offline, memory, safety, config, log, bus } = deps;
  const live = createLiveSessions({ bus });
  const ending = createSessionEnd({ store, provider, offline, memory, safety, log, bus, live });
  const clock = createMinutesClock({
    store,
    bus,
    config,
    log,
    minutesEnded: (session) => void ending.end(session, 'minutes-ended'),
  });
  const crisis = createCrisisCheck({ safety, store, log, live });
  const pause = createCrisisPause({ pauses: deps.pauses, crisis, log });
  const replies = createReplyPipeline({ store, provider, safety, config, log, bus, live, crisis, pause });
  const instances = createInstanceCoordination({
    store,
    config,
    log,
    bus,
    live,
    clock,
    replies,
    ending,
    refreshMemoryHere,
  });
  const noticesOf = createPersonNotices({
    noticeIntervalSeconds: deps.noticeIntervalSeconds,
    useScale: deps.useScale,
  });
  const opening = createSessionOpen({ store, provider, offline, memory, bus, live, clock, replies, ending, noticesOf });
  const userMessage = createMessageIntake({ store, config, bus, clock, replies, pause });

  async function refreshMemoryHere(userId: string) {
    for (const session of live.all()) {
      if (session.userId === userId) session.memory = (await opening.personOf(userId)).memory;
    }
  }

  return {
    start: opening.start,
    /** A resume says again the crisis pause that holds the session, after the replay. */
    async resume(...args: Parameters<typeof opening.resume>): Promise<LiveSession> {
      const session = await opening.resume(...args);
      await pause.replay(session);
      return session;
    },
    userMessage,

    /** The person chose to go on after a crisis pause: the replies left unwritten are written, in order. */
    async continueAfterCrisis(session: LiveSession, seq: number): Promise<void> {
      await pause.goOn(session, seq);
      const stored = await store.turns(session.id);
      const answered = new Set(stored.filter((turn) => turn.role === 'doro').map((turn) => turn.replyTo));
      for (const turn of stored) {
        if (turn.role === 'user' && !answered.has(turn.seq)) replies.queue(session, turn.seq, true);
      }
    },
    end: (session: LiveSession) => ending.end(session, 'ended'),

    /** The connection went away: an active session pauses (5) and stops being charged. */
    async detach(session: LiveSession, connection: ChatConnection): Promise<void> {
      if (session.connection !== connection) return;
      session.connection = undefined;
      await clock.pause(session, false);
      // Forget it once its last reply is stored, unless a new connection took it meanwhile.
      void session.replyChain.then(() => {
        if (!session.connection && !session.ending && live.isLive(session)) live.leave(session);
      });
    },

    /** The session is being deleted: stop everything about it now, on every instance. */
    forget(sessionId: string) {
      ending.forgetHere(sessionId);
      bus.publish({ kind: 'forget', sessionId });
    },

    /** Sessions a restart caught processing get their summary now. */
    summarise: ending.summarise,

    /** The person changed what Doro remembers: live sessions of theirs, on every instance, read it again. */
    async refreshMemory(userId: string) {
      bus.publish({ kind: 'memory', userId });
      await refreshMemoryHere(userId);
    },

    sweepOrphans: instances.sweepOrphans,

    /** The server is stopping: pause every live session, so none is left charging. */
    async shutdown() {
      const sessions = live.all();
      for (const session of sessions) session.abort.abort();
      await Promise.all(sessions.map((session) => clock.pause(session, false).catch(() => {})));
      for (const session of sessions) live.leave(session);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
export { ChatError };
export type { ChatConnection, ChatSafety, LiveSession };
