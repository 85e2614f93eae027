/**
 * The chat session statechart (issue 4). It loads the last session (5 paused, 6
 * processing, 2 finished), checks that a session may start, and runs one: connecting, starting or resuming,
 * the conversation (the user's turn, Doro's reply streaming in, Doro speaking), ending, processing, finished.
 * The popups are states too: directiveness, disconnection, session processing, minutes ended.
 *
 * Nothing the user writes is lost or sent twice: every message keeps its clientId in `pending` until the server
 * acknowledges it with a seq; while the connection is down messages wait there, and after a reconnect (with the
 * spec's back-off) the session is resumed from the last seq seen and every unacknowledged message is sent again
 * with the same clientId, which the server stores once (src/contract/chat-socket.ts). Messages are kept by seq,
 * each once.
 *
 * REST calls and the connection are actors from chat.actors.ts; saving the directiveness choice is an action the
 * binding provides.
 */
import { assertEvent, assign, enqueueActions, sendTo, setup } from 'xstate';
import { backoffDelay } from '../contract/backoff';
import { chatActorSlots } from './chat.actors';
import type { MessageCrisis } from '../contract/crisis';
import type {
  ChatContext,
  ChatEvent,
  ChatInput,
  ChatMessage,
  ChatNotice,
  Directiveness,
  Eligibility,
  LastSession,
} from './chat.types';

/** The chat page and its light-theme twin: moving between them keeps the session. */
const CHAT_PATH_PREFIX = '/doro-chat';
const DEFAULT_DIRECTIVENESS = 'balanced';
const STATUS = { processing: 6, paused: 5, active: 1 } as const;

const crisisRank: Record<MessageCrisis['level'], number> = { concern: 1, urgent: 2, imminent: 3 };

/**
 * Adds the crisis card of user message `seq`, or raises the one it has: the same card comes live and again with the
 * stored message (a resume, a reply retried after a drop), and a model's second opinion may raise its level later.
 */
function withCrisis(notices: ChatNotice[], seq: number, crisis: MessageCrisis): ChatNotice[] {
  const card = { kind: 'crisis' as const, afterSeq: seq, level: crisis.level, categories: crisis.categories };
  const index = notices.findIndex((notice) => notice.kind === 'crisis' && notice.afterSeq === seq);
  if (index < 0) return [...notices, card];
  const known = notices[index];
  if (known?.kind !== 'crisis' || crisisRank[crisis.level] <= crisisRank[known.level]) return notices;
  return notices.with(index, { ...card, categories: [...new Set([...known.categories, ...crisis.categories])] });
}

/** Adds messages in seq order, keeping the first copy of each seq. */
function withMessages(messages: ChatMessage[], added: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(messages.map((message) => [message.seq, message]));
  for (const message of added) if (!bySeq.has(message.seq)) bySeq.set(message.seq, message);
  return [...bySeq.values()].toSorted((a, b) => a.seq - b.seq);
}

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: chatActorSlots,
  actions: {
    assignUser: assign({
      userId: ({ event }) => {
        assertEvent(event, 'USER_CHANGED');
        return event.userId;
      },
    }),
    resetChatFlags: assign({ chatStarted: false, chatEnded: false }),
    markChatStarted: assign({ chatStarted: true }),
    markChatEnded: assign({ chatEnded: true }),
    // Status 5 marks the chat paused: the page offers to resume it. So does an active one (1): it is live in another
    // tab, or its connection dropped before the server noticed; starting a new session would end it.
    assignLastSession: assign((_, lastSession: LastSession | null) => ({
      lastSession,
      paused: lastSession?.status === STATUS.paused || lastSession?.status === STATUS.active,
    })),
    // A failed load clears the last session and turns paused off.
    clearLastSession: assign({ lastSession: null, paused: false }),
    assignEligibility: assign((_, eligibility: Eligibility) => ({ ...eligibility })),
    markDisclaimerAccepted: assign({ disclaimerAccepted: true }),
    assignDirectiveness: assign({
      directiveness: ({ event }) => {
        assertEvent(event, 'CHOOSE_DIRECTIVENESS');
        return event.directiveness;
      },
    }),
    // The machine knows no storage: the binding saves the choice per user (spec: "saved per user").
    persistDirectiveness: (_args, _params: { directiveness: Directiveness | null }) => {},
    assignSpeech: assign({
      speakReplies: ({ event }) => {
        assertEvent(event, 'SET_SPEECH');
        return event.enabled;
      },
    }),
    /** What this page knew of a session it no longer shows; pending messages stay until a new session starts. */
    forgetSession: assign({
      sessionId: null,
      messages: [],
      notices: [],
      lastSeq: 0,
      reply: null,
      crisisPause: null,
      endRequested: false,
      reconnectAttempts: 0,
    }),
    /** A new session starts: what was typed for an earlier one belongs to it, not to this one. */
    clearPending: assign({ pending: [] }),
    takeLastSessionToResume: assign({ sessionId: ({ context }) => context.lastSession?.id ?? null }),
    requestEnd: assign({ endRequested: true }),
    assignReady: assign(({ event }) => {
      assertEvent(event, 'SERVER.READY');
      return { sessionId: event.sessionId, remainingSeconds: event.remainingSeconds, paused: false, error: null };
    }),
    resetReconnectAttempts: assign({ reconnectAttempts: 0 }),
    countReconnectAttempt: assign({ reconnectAttempts: ({ context }) => context.reconnectAttempts + 1 }),
    queueMessage: assign({
      pending: ({ context, event }) => {
        assertEvent(event, 'SEND');
        // The same clientId twice (a double tap, a retried submit) is one message.
        if (context.pending.some((message) => message.clientId === event.clientId)) return context.pending;
        return [...context.pending, { clientId: event.clientId, text: event.text }];
      },
      returned: null,
    }),
    // Before queueMessage: a clientId already pending was sent already (or will be, by the flush after reconnect).
    sendMessage: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'SEND');
      if (context.pending.some((message) => message.clientId === event.clientId)) return;
      enqueue.sendTo('connection', { type: 'SEND' as const, clientId: event.clientId, text: event.text });
    }),
    // Everything not acknowledged, in the order typed, with its clientId: the server stores each clientId once.
    flushPending: enqueueActions(({ context, enqueue }) => {
      for (const message of context.pending) {
        enqueue.sendTo('connection', { type: 'SEND' as const, clientId: message.clientId, text: message.text });
      }
    }),
    sendEnd: sendTo('connection', { type: 'END' as const }),
    acknowledge: assign(({ context, event }) => {
      assertEvent(event, 'SERVER.ACK');
      const acked = context.pending.find((message) => message.clientId === event.clientId);
      return {
        pending: context.pending.filter((message) => message.clientId !== event.clientId),
        messages: acked
          ? withMessages(context.messages, [{ seq: event.seq, role: 'user', text: acked.text }])
          : context.messages,
        lastSeq: Math.max(context.lastSeq, event.seq),
      };
    }),
    // A stored user message brings back its crisis card, at its place in the conversation.
    addStoredMessage: assign(({ context, event }) => {
      assertEvent(event, 'SERVER.MESSAGE');
      return {
        messages: withMessages(context.messages, [event.message]),
        lastSeq: Math.max(context.lastSeq, event.message.seq),
        notices: event.crisis ? withCrisis(context.notices, event.message.seq, event.crisis) : context.notices,
      };
    }),
    // Placed right after the user message it is about.
    addCrisis: assign({
      notices: ({ context, event }) => {
        assertEvent(event, 'SERVER.CRISIS');
        return withCrisis(context.notices, event.seq, event);
      },
    }),
    // A notice repeated word for word (the offline engine's, sent on every resume) is shown once; the periodic
    // ones (the AI disclosure, the break reminder) each time they come, as the law of the person's place asks.
    addNotice: assign({
      notices: ({ context, event }) => {
        assertEvent(event, 'SERVER.NOTICE');
        const { kind, text, spoken } = event;
        const periodic = kind === 'disclosure' || kind === 'break-reminder';
        if (
          !periodic &&
          context.notices.some((notice) => notice.kind === kind && 'text' in notice && notice.text === text)
        ) {
          return context.notices;
        }
        return [...context.notices, { kind, text, afterSeq: context.lastSeq, ...(spoken ? { spoken } : {}) }];
      },
    }),
    // The reply being written when the pause began is void: the server stopped it and writes it after the pause.
    assignCrisisPause: assign(({ event }) => {
      assertEvent(event, 'SERVER.CRISIS_PAUSE');
      return { crisisPause: { seq: event.seq, level: event.level, lines: event.lines }, reply: null };
    }),
    clearCrisisPause: assign({ crisisPause: null }),
    sendContinueAfterCrisis: enqueueActions(({ context, enqueue }) => {
      if (!context.crisisPause) return;
      enqueue.sendTo('connection', { type: 'CONTINUE_AFTER_CRISIS' as const, seq: context.crisisPause.seq });
    }),
    startReply: assign({ reply: '' }),
    appendReplyToken: assign({
      reply: ({ context, event }) => {
        assertEvent(event, 'SERVER.REPLY_TOKEN');
        return (context.reply ?? '') + event.token;
      },
    }),
    // The stored text replaces what was streamed: it is the one the transcript will show.
    storeReply: assign(({ context, event }) => {
      assertEvent(event, 'SERVER.REPLY_END');
      return {
        messages: withMessages(context.messages, [{ seq: event.seq, role: 'doro', text: event.text }]),
        lastSeq: Math.max(context.lastSeq, event.seq),
        reply: null,
      };
    }),
    // A reply cut off by a drop is finished and stored by the server, and replayed on resume.
    dropPartialReply: assign({ reply: null }),
    assignRemainingSeconds: assign({
      remainingSeconds: ({ event }) => {
        assertEvent(event, 'SERVER.MINUTES');
        return event.remainingSeconds;
      },
    }),
    noMinutesLeft: assign({ remainingSeconds: 0 }),
    assignServerError: assign(({ context, event }) => {
      assertEvent(event, 'SERVER.ERROR');
      return {
        error: event.message,
        // A refused message (too long, say), or one the server could not store, is not retried forever: it is
        // dropped, the error says why, and its words go back in the box to send again.
        pending: event.clientId
          ? context.pending.filter((message) => message.clientId !== event.clientId)
          : context.pending,
        returned: context.pending.find((message) => message.clientId === event.clientId) ?? context.returned,
      };
    }),
    assignError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
  },
  guards: {
    hasUser: ({ context }) => context.userId !== null,
    isSameUser: ({ context, event }) => event.type === 'USER_CHANGED' && event.userId === context.userId,
    eventHasUser: ({ event }) => event.type === 'USER_CHANGED' && event.userId !== null,
    isPaused: ({ context }) => context.paused,
    lastSessionIsProcessing: ({ context }) => context.lastSession?.status === STATUS.processing,
    hasNoMinutesLeft: ({ context }) => context.remainingSeconds <= 0 || context.remainingSessions <= 0,
    needsDisclaimer: ({ context }) => !context.disclaimerAccepted,
    staysOnChatPage: ({ event }) => event.type === 'LOCATION_CHANGED' && event.pathname.startsWith(CHAT_PATH_PREFIX),
    endRequested: ({ context }) => context.endRequested,
    speaksReplies: ({ context }) => context.speakReplies,
    endedASession: ({ context }) => context.sessionId !== null,
    wasReplaced: ({ event }) => event.type === 'SOCKET.CLOSED' && event.reason === 'replaced',
    wasRejected: ({ event }) => event.type === 'SOCKET.CLOSED' && event.reason === 'rejected',
    errorIsSessionProcessing: ({ event }) => event.type === 'SERVER.ERROR' && event.code === 'session-processing',
    errorIsOutOfMinutes: ({ event }) =>
      event.type === 'SERVER.ERROR' && (event.code === 'no-minutes' || event.code === 'no-sessions'),
    errorIsDisclaimerRequired: ({ event }) => event.type === 'SERVER.ERROR' && event.code === 'disclaimer-required',
    errorIsSessionGone: ({ event }) =>
      event.type === 'SERVER.ERROR' && (event.code === 'session-not-found' || event.code === 'session-closed'),
  },
  delays: {
    // The back-off (1 s, 2 s, 4 s, ... with jitter, at most 4 hours) between reconnection attempts.
    reconnectDelay: ({ context }) => backoffDelay(context.reconnectAttempts - 1),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    userId: input.userId,
    chatStarted: false,
    chatEnded: false,
    lastSession: null,
    paused: false,
    disclaimerAccepted: false,
    remainingSeconds: 0,
    remainingSessions: 0,
    hasSubscription: false,
    directiveness: input.directiveness,
    speakReplies: input.speakReplies,
    sessionId: null,
    messages: [],
    notices: [],
    pending: [],
    returned: null,
    lastSeq: 0,
    reply: null,
    crisisPause: null,
    endRequested: false,
    reconnectAttempts: 0,
    error: null,
  }),
  initial: 'start',
  on: {
    USER_CHANGED: [
      { guard: 'isSameUser' },
      { guard: 'eventHasUser', target: '.loadingLastSession', actions: ['assignUser', 'clearPending'] },
      { target: '.waitingForUser', actions: ['assignUser', 'clearPending', 'clearLastSession', 'forgetSession'] },
    ],
    // The flags reset and the last session is reloaded on every path change.
    LOCATION_CHANGED: { target: '.loadingLastSession', actions: 'resetChatFlags' },
    SET_SPEECH: { actions: 'assignSpeech' },
  },
  states: {
    // Exists to choose the first real state from the input: there is a last session only for a signed-in user.
    start: {
      always: [{ guard: 'hasUser', target: 'loadingLastSession' }, { target: 'waitingForUser' }],
    },
    // Exists because sessions belong to a user: with nobody signed in there is nothing to load or start.
    waitingForUser: {
      on: { LOCATION_CHANGED: { actions: 'resetChatFlags' } },
    },
    // Exists to learn where the user left off: paused (5), processing (6), finished (2) or never.
    loadingLastSession: {
      entry: ['forgetSession', 'clearError'],
      invoke: {
        id: 'loadLastSession',
        src: 'loadLastSession',
        onDone: {
          target: 'checkingEligibility',
          actions: { type: 'assignLastSession', params: ({ event }) => event.output },
        },
        onError: { target: 'checkingEligibility', actions: 'clearLastSession' },
      },
    },
    // Exists because a session may start only with the disclaimer accepted and minutes and sessions left.
    checkingEligibility: {
      invoke: {
        id: 'checkEligibility',
        src: 'checkEligibility',
        onDone: [
          {
            guard: 'isPaused',
            target: 'paused',
            actions: { type: 'assignEligibility', params: ({ event }) => event.output },
          },
          { target: 'idle', actions: { type: 'assignEligibility', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'unavailable',
          actions: { type: 'assignError', params: 'Your plan could not be checked. Please try again.' },
        },
      },
    },
    // Exists so a failed check is a message and a way to try again, not a page that never loads.
    unavailable: {
      on: { RETRY: { target: 'loadingLastSession' } },
    },
    // Exists because the session went on in another tab or window (the server closed this socket, 4409): this page
    // says so and waits. It never offers to start a session, which would end the one the person is using there;
    // 'Continue here' loads it again, to resume it here (the other tab is then the one told).
    replaced: {
      on: { CONTINUE_HERE: { target: 'loadingLastSession' } },
    },
    // Exists as the chat page at rest: 'Start session', with the minutes left and the last session's outcome.
    idle: {
      on: {
        START: [
          { guard: 'lastSessionIsProcessing', target: 'sessionProcessing' },
          { guard: 'hasNoMinutesLeft', target: 'minutesEnded' },
          { guard: 'needsDisclaimer', target: 'disclaimer' },
          { target: 'directiveness' },
        ],
      },
    },
    // Exists because Doro is an AI coach, not a clinician: no session starts before the disclaimer is accepted.
    disclaimer: {
      on: {
        ACCEPT_DISCLAIMER: { target: 'acceptingDisclaimer', actions: 'clearError' },
        DISMISS: { target: 'idle' },
      },
    },
    // Exists while the acceptance is recorded (POST /api/users/me/accept-disclaimer); the start then goes on.
    acceptingDisclaimer: {
      invoke: {
        id: 'acceptDisclaimer',
        src: 'acceptDisclaimer',
        onDone: { target: 'directiveness', actions: 'markDisclaimerAccepted' },
        onError: {
          target: 'disclaimer',
          actions: { type: 'assignError', params: 'Your acceptance could not be saved. Please try again.' },
        },
      },
    },
    // The directiveness popup: exists so the user chooses how directive Doro is before each session; the saved
    // choice is preselected, and the one made is saved and sent with the start.
    directiveness: {
      on: {
        CHOOSE_DIRECTIVENESS: {
          target: 'session',
          actions: [
            'assignDirectiveness',
            { type: 'persistDirectiveness', params: ({ context }) => ({ directiveness: context.directiveness }) },
            'clearPending',
          ],
        },
        DISMISS: { target: 'idle' },
      },
    },
    // The session processing popup: exists because a new session cannot start while the last one is still being
    // summarised (6). It waits for the summary and then goes on with the start the user asked for.
    sessionProcessing: {
      invoke: {
        id: 'awaitLastSessionFinished',
        src: 'awaitLastSessionFinished',
        onDone: {
          target: 'directiveness',
          actions: { type: 'assignLastSession', params: ({ event }) => event.output },
        },
        onError: {
          target: 'unavailable',
          actions: { type: 'assignError', params: 'Your last session could not be checked. Please try again.' },
        },
      },
      on: { DISMISS: { target: 'idle' } },
    },
    // The minutes ended popup: exists to say the plan's minutes or sessions ran out, and to offer the plans. When a
    // session was cut short by it, that session is then followed through processing to finished.
    minutesEnded: {
      on: {
        DISMISS: [{ guard: 'endedASession', target: 'processing' }, { target: 'idle' }],
      },
    },
    // Exists because a paused session (5) is resumed, not restarted: the page offers to go on where it stopped.
    paused: {
      on: {
        RESUME: { target: 'session', actions: 'takeLastSessionToResume' },
        END: { target: 'session', actions: ['takeLastSessionToResume', 'requestEnd'] },
      },
    },
    // Exists as one session on this page, across connection drops: its messages and pending sends live here.
    session: {
      initial: 'online',
      on: {
        SEND: { actions: 'queueMessage' },
        END: { actions: 'requestEnd' },
        // Switching between the dark and light chat pages is not leaving the session.
        LOCATION_CHANGED: { guard: 'staysOnChatPage', actions: 'resetChatFlags' },
      },
      states: {
        // Exists while a connection is held: the socket lives exactly as long as this state.
        online: {
          initial: 'connecting',
          invoke: {
            id: 'connection',
            src: 'connection',
            input: ({ context }) => ({
              sessionId: context.sessionId,
              lastSeq: context.lastSeq,
              directiveness: context.directiveness ?? DEFAULT_DIRECTIVENESS,
            }),
          },
          on: {
            'SOCKET.CLOSED': [
              {
                guard: 'wasReplaced',
                target: '#chat.replaced',
                actions: { type: 'assignError', params: 'This session is open in another tab or window.' },
              },
              {
                guard: 'wasRejected',
                target: '#chat.unavailable',
                actions: { type: 'assignError', params: 'The chat could not connect. Please reload the page.' },
              },
              { target: 'disconnection', actions: 'countReconnectAttempt' },
            ],
            'SERVER.ACK': { actions: 'acknowledge' },
            'SERVER.MESSAGE': { actions: 'addStoredMessage' },
            'SERVER.MINUTES': { actions: 'assignRemainingSeconds' },
            'SERVER.CRISIS': { actions: 'addCrisis' },
            'SERVER.NOTICE': { actions: 'addNotice' },
            'SERVER.PAUSED': { target: '#chat.loadingLastSession' },
            'SERVER.MINUTES_ENDED': { target: '#chat.minutesEnded', actions: ['noMinutesLeft', 'markChatEnded'] },
            'SERVER.PROCESSING': { target: '#chat.processing' },
            'SERVER.FINISHED': { target: '#chat.finished' },
            'SERVER.ERROR': [
              { guard: 'errorIsSessionProcessing', target: '#chat.sessionProcessing' },
              { guard: 'errorIsOutOfMinutes', target: '#chat.minutesEnded', actions: 'noMinutesLeft' },
              { guard: 'errorIsDisclaimerRequired', target: '#chat.disclaimer', actions: 'assignServerError' },
              { guard: 'errorIsSessionGone', target: '#chat.loadingLastSession' },
              { actions: 'assignServerError' },
            ],
          },
          states: {
            // Exists while the socket opens; it authenticates inside the connection, never in the URL.
            connecting: {
              on: { 'SOCKET.OPEN': { target: 'starting' } },
            },
            // Exists while the server starts the session, or resumes it from the last seq this page saw.
            starting: {
              on: {
                'SERVER.READY': [
                  {
                    guard: 'endRequested',
                    target: 'ending',
                    actions: ['assignReady', 'resetReconnectAttempts', 'flushPending'],
                  },
                  {
                    target: 'active',
                    actions: ['assignReady', 'resetReconnectAttempts', 'markChatStarted', 'flushPending'],
                  },
                ],
              },
            },
            // Exists as the conversation itself: the user may write at any moment, even while Doro replies.
            active: {
              initial: 'userTurn',
              on: {
                SEND: { actions: ['sendMessage', 'queueMessage'] },
                END: { target: 'ending', actions: 'requestEnd' },
                'SERVER.REPLY_START': { target: '.doroReplying' },
                // A crisis pause (not the session's pause, status 5) stops whatever Doro was doing.
                'SERVER.CRISIS_PAUSE': { target: '.crisisPaused', actions: 'assignCrisisPause' },
                'SERVER.CRISIS_PAUSE_ENDED': { target: '.userTurn', actions: ['clearCrisisPause', 'flushPending'] },
              },
              states: {
                // Exists as the quiet moment between replies: the message box is the focus.
                userTurn: {},
                // Exists while Doro's reply streams in token by token: the view shows it growing.
                doroReplying: {
                  entry: 'startReply',
                  exit: 'dropPartialReply',
                  on: {
                    'SERVER.REPLY_TOKEN': { actions: 'appendReplyToken' },
                    'SERVER.REPLY_END': [
                      { guard: 'speaksReplies', target: 'doroSpeaking', actions: 'storeReply' },
                      { target: 'userTurn', actions: 'storeReply' },
                    ],
                  },
                },
                // Exists while the reply is read aloud (sound on): the view speaks it and says when it is done.
                doroSpeaking: {
                  on: { SPEECH_ENDED: { target: 'userTurn' } },
                },
                // Exists because, where the law asks it, a crisis interrupts the conversation with the referral
                // until the person chooses to go on: nothing is sent meanwhile (what is typed waits in `pending`).
                crisisPaused: {
                  on: {
                    SEND: { actions: 'queueMessage' },
                    CONTINUE_AFTER_CRISIS: { target: 'goingOnAfterCrisis', actions: 'sendContinueAfterCrisis' },
                  },
                },
                // Exists while the server takes the choice to go on: the referral stays until it answers.
                goingOnAfterCrisis: {
                  on: { SEND: { actions: 'queueMessage' } },
                },
              },
            },
            // Exists while the server closes the session: it answers with status 6 (or 2 if the summary is quick).
            ending: {
              entry: 'sendEnd',
            },
          },
        },
        // The disconnection popup: exists while the connection is down. It reconnects by itself after the
        // back-off, or at once with 'Try again now'; what the user sends meanwhile waits in `pending`.
        disconnection: {
          after: { reconnectDelay: { target: 'online' } },
          on: { RETRY_NOW: { target: 'online' } },
        },
      },
    },
    // Exists while the ended session's summary is made (6): the session is over, its summary not yet there.
    processing: {
      entry: 'markChatEnded',
      invoke: {
        id: 'awaitLastSessionFinished',
        src: 'awaitLastSessionFinished',
        onDone: { target: 'finished', actions: { type: 'assignLastSession', params: ({ event }) => event.output } },
        onError: {
          target: 'finished',
          actions: {
            type: 'assignError',
            params: 'The summary is taking longer than usual; it will be in your history.',
          },
        },
      },
    },
    // Exists as the end of a session (2): its summary, feedback, and the way to a new one.
    finished: {
      entry: 'markChatEnded',
      on: { NEW_SESSION: { target: 'loadingLastSession' } },
    },
  },
});

export type ChatMachine = typeof chatMachine;
