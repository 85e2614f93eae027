/**
 * The crisis interruption (issue 20; Oregon SB 1546, and wherever server/law/table.ts turns `crisisInterruption`
 * on, a place not known included): an urgent or imminent crisis in a user message pauses the conversation. The
 * reply being written stops, the crisis card and the referral (the crisis lines for where the person lives) are
 * sent, and the session takes no message until the person chooses to go on. The pause is stored without words
 * (crisis-pause-store.ts), so it holds across a reload, a reconnect or another instance. Decision 032 says why the
 * level is urgent and above.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CrisisLevel, ServerMessage } from '../../src/contract/chat-socket';
import { dutiesFor, jurisdictionOf, type Jurisdiction } from '../law/jurisdictions';
import { lawNow, type LawClock } from '../law/law-clock';
import { crisisLinesFor } from '../safety/crisis-lines';
import type { CrisisCheck } from './crisis-check';
import type { CrisisPause, CrisisPauseStore } from './crisis-pause-store';
import { ChatError, send, type LiveSession } from './live-sessions';

/** The levels that pause the conversation where the law asks it; a concern shows the card and the talk goes on. */
export function callsForPause(level: 'none' | CrisisLevel): level is CrisisPause['level'] {
  return level === 'urgent' || level === 'imminent';
}

export const pausedMessage =
  'We paused the conversation so you can reach a person who can help right now. When you are ready, choose to go on and send your message again.';

/** The pause as the client gets it: with the crisis lines for where the person lives. */
const frame = (pause: CrisisPause, jurisdiction: Jurisdiction): ServerMessage => ({
  type: 'crisisPause',
  seq: pause.seq,
  level: pause.level,
  lines: crisisLinesFor(jurisdiction, pause.level),
});

export function createCrisisPause(deps: {
  pauses: CrisisPauseStore;
  crisis: CrisisCheck;
  log: FastifyBaseLogger;
  now?: LawClock;
}) {
  const { pauses, crisis, log } = deps;
  const now = deps.now ?? lawNow;
  /** The pause holding each live session, read from the database once, then kept here. */
  const holding = new WeakMap<LiveSession, Promise<CrisisPause | undefined>>();
  /** Aborted when a pause begins: every reply being written in the session stops. */
  const stops = new WeakMap<LiveSession, AbortController>();

  function held(session: LiveSession): Promise<CrisisPause | undefined> {
    let known = holding.get(session);
    if (!known) {
      known = pauses.holding(session.id);
      holding.set(session, known);
      known.catch(() => holding.delete(session));
    }
    return known;
  }

  async function pauseAt(session: LiveSession, seq: number): Promise<boolean> {
    const reading = crisis.classified(session, seq);
    if (!reading.crisis || !callsForPause(reading.level) || (await held(session))) return false;
    const person = await pauses.dutyPerson(session.userId);
    const duties = dutiesFor({ ...person.where, age: person.ageBand, at: now() });
    if (!duties.crisisInterruption) return false;
    const pause: CrisisPause = { seq, level: reading.level };
    if (!(await pauses.begin(session.id, session.userId, pause))) return false;
    holding.set(session, Promise.resolve(pause));
    stops.get(session)?.abort();
    stops.delete(session);
    const found = { level: reading.level, categories: reading.categories };
    crisis.show(session, seq, found);
    await crisis.keep(session, seq, { ...found, current: true });
    send(session, frame(pause, duties.jurisdiction));
    log.info(
      { sessionId: session.id, seq, level: pause.level, jurisdiction: duties.jurisdiction },
      'a crisis paused the conversation',
    );
    return true;
  }

  return {
    /** Refuses a message while a pause holds the session: nothing is stored, the client keeps the words. */
    async refuseWhilePaused(session: LiveSession): Promise<void> {
      if (await held(session)) throw new ChatError('crisis-paused', pausedMessage);
    },

    /**
     * User message `seq` was stored: when it is a crisis at a level that calls for it and the person's duties say so
     * now, the conversation pauses. True when it did.
     */
    async arrival(session: LiveSession, seq: number): Promise<boolean> {
      try {
        return await pauseAt(session, seq);
      } catch (error) {
        // The message is stored and acknowledged: its reply still comes, with the crisis card before it.
        log.error({ err: error, sessionId: session.id }, 'a crisis pause could not begin');
        return false;
      }
    },

    /** Taken by a reply before it looks at the pause: aborted if a pause begins while it is being written. */
    stopSignal(session: LiveSession): AbortSignal {
      let stop = stops.get(session);
      if (!stop) {
        stop = new AbortController();
        stops.set(session, stop);
      }
      return stop.signal;
    },

    /** Whether a pause holds the session: no reply is written meanwhile. */
    holds: async (session: LiveSession) => (await held(session)) !== undefined,

    /** Whether user message `seq` paused the session (its card was shown and counted then). */
    async madeBy(session: LiveSession, seq: number): Promise<boolean> {
      const reading = crisis.classified(session, seq);
      return reading.crisis && callsForPause(reading.level) && (await pauses.paused(session.id, seq));
    },

    /** After a resume's replay: the pause that holds is said again, so the page shows it after a reload. */
    async replay(session: LiveSession): Promise<void> {
      const pause = await held(session);
      if (!pause) return;
      const { where } = await pauses.dutyPerson(session.userId);
      send(session, frame(pause, jurisdictionOf(where)));
    },

    /** The person chose to go on from the pause of user message `seq`. */
    async goOn(session: LiveSession, seq: number): Promise<void> {
      const pause = await held(session);
      if (!pause || pause.seq !== seq) {
        throw new ChatError(
          'out-of-order',
          pause ? `The pause to go on from is the one of message ${pause.seq}.` : 'The conversation is not paused.',
        );
      }
      if (!(await pauses.goOn(session.id, seq))) {
        holding.delete(session);
        throw new ChatError('out-of-order', 'The conversation is not paused.');
      }
      holding.set(session, Promise.resolve(undefined));
      log.info({ sessionId: session.id, seq }, 'the person chose to go on after a crisis pause');
      send(session, { type: 'crisisPauseEnded', seq });
    },
  };
}

export type CrisisPauseControl = ReturnType<typeof createCrisisPause>;
