/**
 * Typed fixtures for the chat machine's tests: every event it can receive, from the view, from its connection,
 * from its actors finishing, and from its reconnect delay, with data shaped as the server sends it.
 */
import { SESSION_STATUS } from '../contract/sessions';
import type { ChatEvent, ChatInput, Eligibility, LastSession } from './chat.types';

export const ADA = 'uid-ada';
export const SESSION_ID = '6f1c2a9e-5b7d-4c3e-9a1f-2d8b7e6c5a40';
export const CLIENT_ID = '0b6f8f2e-3c1d-4e5a-8f7b-9a2c4d6e8f10';

function session(status: LastSession['status']): LastSession {
  return {
    id: SESSION_ID,
    status,
    startedAt: '2025-06-01T10:00:00.000Z',
    endedAt:
      status === SESSION_STATUS.finished || status === SESSION_STATUS.processing ? '2025-06-01T10:30:00.000Z' : null,
    minutesUsed: 12,
    summary:
      status === SESSION_STATUS.finished ? 'We talked about sleep and made a small plan for the evenings.' : null,
  };
}

export const lastSessions = {
  paused: session(SESSION_STATUS.paused),
  active: session(SESSION_STATUS.active),
  processing: session(SESSION_STATUS.processing),
  finished: session(SESSION_STATUS.finished),
} as const;

export const eligibilities = {
  eligible: { disclaimerAccepted: true, remainingSeconds: 1800, remainingSessions: 3, hasSubscription: true },
  disclaimerNotAccepted: {
    disclaimerAccepted: false,
    remainingSeconds: 1800,
    remainingSessions: 3,
    hasSubscription: false,
  },
  noMinutes: { disclaimerAccepted: true, remainingSeconds: 0, remainingSessions: 3, hasSubscription: false },
} as const satisfies Record<string, Eligibility>;

/** The actors the tests control, by the id the machine invokes them with. */
export type ControlledActorId =
  'loadLastSession' | 'checkEligibility' | 'acceptDisclaimer' | 'awaitLastSessionFinished';

export const AFTER_RECONNECT_DELAY = 'xstate.after.reconnectDelay.chat.session.disconnection';

export type ModelEvent =
  | ChatEvent
  | { type: `xstate.done.actor.${ControlledActorId}`; output: unknown }
  | { type: `xstate.error.actor.${ControlledActorId}`; error: unknown }
  | { type: typeof AFTER_RECONNECT_DELAY };

export const userMessage = { clientId: CLIENT_ID, text: 'I could not sleep again last night.' } as const;

export const eventFixtures: readonly ModelEvent[] = [
  // The app around the chat.
  { type: 'USER_CHANGED', userId: ADA },
  { type: 'USER_CHANGED', userId: null },
  { type: 'LOCATION_CHANGED', pathname: '/doro-chat-light' },
  { type: 'LOCATION_CHANGED', pathname: '/profile' },
  { type: 'SET_SPEECH', enabled: true },
  { type: 'SET_SPEECH', enabled: false },
  // The user, on the chat page.
  { type: 'START' },
  { type: 'RESUME' },
  { type: 'END' },
  { type: 'SEND', ...userMessage },
  { type: 'RETRY_NOW' },
  { type: 'RETRY' },
  { type: 'CONTINUE_HERE' },
  { type: 'DISMISS' },
  { type: 'ACCEPT_DISCLAIMER' },
  { type: 'CHOOSE_DIRECTIVENESS', directiveness: 'guide' },
  { type: 'SPEECH_ENDED' },
  { type: 'NEW_SESSION' },
  { type: 'CONTINUE_AFTER_CRISIS' },
  // The connection.
  { type: 'SOCKET.OPEN' },
  { type: 'SOCKET.CLOSED', reason: 'dropped' },
  { type: 'SOCKET.CLOSED', reason: 'replaced' },
  { type: 'SOCKET.CLOSED', reason: 'rejected' },
  { type: 'SERVER.READY', sessionId: SESSION_ID, remainingSeconds: 1500 },
  { type: 'SERVER.ACK', clientId: CLIENT_ID, seq: 1 },
  { type: 'SERVER.MESSAGE', message: { seq: 2, role: 'doro', text: 'That sounds exhausting. What kept you up?' } },
  { type: 'SERVER.REPLY_START', replyTo: 1 },
  { type: 'SERVER.REPLY_TOKEN', token: 'That sounds ' },
  { type: 'SERVER.REPLY_END', seq: 2, text: 'That sounds exhausting. What kept you up?' },
  { type: 'SERVER.MINUTES', remainingSeconds: 1440 },
  { type: 'SERVER.CRISIS', seq: 1, level: 'urgent', categories: ['self-harm'] },
  { type: 'SERVER.NOTICE', kind: 'offline-engine', text: "Replies come from Doro's offline engine." },
  {
    type: 'SERVER.CRISIS_PAUSE',
    seq: 1,
    level: 'imminent',
    lines: [
      { name: 'Emergency services (Canada and the US)', call: '911' },
      { name: '9-8-8 Suicide Crisis Helpline (Canada and the US)', call: '988', text: '988' },
    ],
  },
  { type: 'SERVER.CRISIS_PAUSE_ENDED', seq: 1 },
  { type: 'SERVER.PAUSED' },
  { type: 'SERVER.MINUTES_ENDED' },
  { type: 'SERVER.PROCESSING' },
  { type: 'SERVER.FINISHED' },
  { type: 'SERVER.ERROR', code: 'session-processing', message: 'Your last session is still being summarised.' },
  { type: 'SERVER.ERROR', code: 'no-minutes', message: 'You have no minutes left.' },
  { type: 'SERVER.ERROR', code: 'disclaimer-required', message: 'Please accept the disclaimer first.' },
  { type: 'SERVER.ERROR', code: 'session-not-found', message: 'That session does not exist.' },
  { type: 'SERVER.ERROR', code: 'bad-message', message: 'text: too long', clientId: CLIENT_ID },
  // The actors finishing.
  { type: 'xstate.done.actor.loadLastSession', output: null },
  { type: 'xstate.done.actor.loadLastSession', output: lastSessions.paused },
  { type: 'xstate.done.actor.loadLastSession', output: lastSessions.active },
  { type: 'xstate.done.actor.loadLastSession', output: lastSessions.processing },
  { type: 'xstate.done.actor.loadLastSession', output: lastSessions.finished },
  { type: 'xstate.error.actor.loadLastSession', error: new Error('Something went wrong. Please try again later.') },
  { type: 'xstate.done.actor.checkEligibility', output: eligibilities.eligible },
  { type: 'xstate.done.actor.checkEligibility', output: eligibilities.disclaimerNotAccepted },
  { type: 'xstate.done.actor.checkEligibility', output: eligibilities.noMinutes },
  { type: 'xstate.error.actor.checkEligibility', error: new Error('Something went wrong. Please try again later.') },
  { type: 'xstate.done.actor.acceptDisclaimer', output: undefined },
  { type: 'xstate.error.actor.acceptDisclaimer', error: new Error('Something went wrong. Please try again later.') },
  { type: 'xstate.done.actor.awaitLastSessionFinished', output: lastSessions.finished },
  {
    type: 'xstate.error.actor.awaitLastSessionFinished',
    error: new Error('Something went wrong. Please try again later.'),
  },
  // The reconnect delay passing.
  { type: AFTER_RECONNECT_DELAY },
];

/** The page opened by someone signed in, or before anyone is: the machine's two ways out of its start. */
export const inputs = {
  ada: { userId: ADA, directiveness: 'balanced', speakReplies: true },
  nobody: { userId: null, directiveness: null, speakReplies: false },
} as const satisfies Record<string, ChatInput>;

/** The input the statechart is explored from: every state is reached from it (signing in is an event). */
export const explorationInput: ChatInput = inputs.nobody;
