/**
 * The safety layer's look at each message of a live session, before any model answers it: a crisis is shown at once
 * (the client's crisis card), counted without text or identity, stored with the message it was seen in, and kept
 * for the rest of the session. A configured model's second opinion may raise the level later, never lower it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CrisisCategory, CrisisLevel } from '../../src/contract/chat-socket';
import type { SafetyFocus } from '../ai/provider';
import type { TextGuard } from '../ai/reply-stream';
import { raisedBy, type SecondOpinion } from '../safety/second-opinion';
import type { ChatStore } from './chat-store';
import { timedStage } from './message-stages';
import { send, withCrisis, type LiveSessions, type LiveSession, type SessionCrisis } from './live-sessions';

/** The safety layer (server/safety), independent of any model; passed in so tests can watch it work. */
export interface ChatSafety {
  classify(
    text: string,
    context: { recentUserMessages: string[] },
  ): {
    crisis: boolean;
    level: 'none' | CrisisLevel;
    categories: CrisisCategory[];
  };
  /** A configured model's opinion on the message (second-opinion.ts): it may raise the level, never lower it. */
  secondOpinion?: SecondOpinion;
  /** Counts a referral: no text, no identity; the user names the jurisdiction it is counted in, never stored. */
  recordReferral(assessment: { level: CrisisLevel; categories: CrisisCategory[] }, userId?: string): Promise<void>;
  /** A fresh output guard for one reply. */
  guard(): TextGuard;
  /** A whole text (a summary) through the output guard. */
  isSafe(text: string): boolean;
}

/** The earlier messages the classifier weighs with the current one: indirect cues build up over a few turns. */
const classifierContext = 6;

/** The user message `seq` and the ones before it that the classifier weighs with it. */
function readingOf(session: LiveSession, seq: number) {
  const userTurns = session.turns.filter((turn) => turn.role === 'user' && turn.seq <= seq);
  const text = userTurns.at(-1)?.text ?? '';
  const recentUserMessages = userTurns.slice(-1 - classifierContext, -1).map((turn) => turn.text);
  return { text, recentUserMessages };
}

export function createCrisisCheck(deps: {
  safety: ChatSafety;
  store: ChatStore;
  log: FastifyBaseLogger;
  live: LiveSessions;
}) {
  const { safety, store, log, live } = deps;

  /** The classifier's reading of user message `seq`, with the messages before it; read once per live session. */
  const readings = new WeakMap<LiveSession, Map<number, ReturnType<ChatSafety['classify']>>>();
  function classified(session: LiveSession, seq: number) {
    const known = readings.get(session) ?? new Map<number, ReturnType<ChatSafety['classify']>>();
    readings.set(session, known);
    const read = known.get(seq);
    if (read) return read;
    const { text, recentUserMessages } = readingOf(session, seq);
    const assessment = timedStage('classify', () => safety.classify(text, { recentUserMessages }));
    known.set(seq, assessment);
    return assessment;
  }

  /**
   * The safety layer reads the message before any model does: a crisis is sent (the client shows the crisis card)
   * before the reply starts, counted without text or identity, and kept for the rest of the session. Returns what
   * the reply to it must know. `shown`: its card was shown and counted already (by the crisis pause it made).
   */
  function assess(session: LiveSession, replyTo: number, shown = false): SafetyFocus | undefined {
    const assessment = classified(session, replyTo);
    if (safety.secondOpinion) {
      const { text, recentUserMessages } = readingOf(session, replyTo);
      askSecondOpinion(session, replyTo, assessment.level, text, recentUserMessages);
    }
    if (!assessment.crisis || assessment.level === 'none') {
      return session.crisis ? { ...session.crisis, current: false } : undefined;
    }
    const found = {
      level: assessment.level,
      categories: assessment.categories,
    };
    if (shown) session.crisis = withCrisis(session.crisis, found);
    else showCrisis(session, replyTo, found);
    return { ...found, current: true };
  }

  /**
   * The crisis card of user message `seq`, kept for the rest of the session and counted without text or identity
   * (a card raised to a higher level is the same referral, not a new one).
   */
  function showCrisis(session: LiveSession, seq: number, found: SessionCrisis, count = true) {
    send(session, { type: 'crisis', seq, ...found });
    if (count) {
      void safety
        .recordReferral(found, session.userId)
        .catch((error: unknown) => log.error({ err: error }, 'counting a referral failed'));
    }
    session.crisis = withCrisis(session.crisis, found);
  }

  /**
   * The model's second opinion, asked beside the local check: the card already shown never waits for it. A higher
   * level raises the card of that message (and what is stored with it); a lower one, or none, changes nothing.
   */
  function askSecondOpinion(
    session: LiveSession,
    seq: number,
    local: 'none' | CrisisLevel,
    text: string,
    recent: string[],
  ) {
    void safety
      .secondOpinion?.(text, recent, session.userId)
      .then(async (opinion) => {
        const raised = raisedBy(local, opinion);
        if (!raised || raised.level === 'none' || !live.isLive(session)) return;
        const found = { level: raised.level, categories: [raised.category] };
        log.info(
          { sessionId: session.id, from: local, to: raised.level },
          "the model's second opinion raised a crisis",
        );
        showCrisis(session, seq, found, local === 'none');
        await keep(session, seq, { ...found, current: true });
      })
      .catch((error: unknown) => log.error({ err: error }, 'a second opinion failed'));
  }

  /**
   * Stores the crisis with the message it was seen in, before the reply starts: from then on a resume or the
   * transcript shows the card at its place. A failed write is logged and the reply goes on: the card was shown.
   */
  async function keep(session: LiveSession, seq: number, focus: SafetyFocus) {
    try {
      await store.markCrisis(session.id, seq, { level: focus.level, categories: [...focus.categories] });
    } catch (error) {
      log.error({ err: error, sessionId: session.id }, 'storing a crisis with its message failed');
    }
  }

  return { assess, keep, classified, show: showCrisis };
}

export type CrisisCheck = ReturnType<typeof createCrisisCheck>;
