/**
 * The chat page's view matches its machine (issue 9 item 2). Two tables tie the real page to the chat statechart:
 * every event type the machine accepts (read from its definition at run time, so a new event without a row fails)
 * maps to what the test does to cause it, a gesture or a stimulus from the server side, or to a note saying why it
 * is internal; and every state the machine can be in maps to what the screen shows in it, by visible text and roles.
 * Paths are then walked through the real page in Chromium: after each step the real machine (xstate's pure
 * `transition`) says which state the page must be in, and the screen must show that state.
 */
import { expect, type Page, test } from '@playwright/test';
import { initialTransition, transition } from 'xstate';
import {
  AFTER_RECONNECT_DELAY,
  eligibilities,
  lastSessions,
  type ModelEvent,
  SESSION_ID,
} from '../../src/machines/chat.fixtures';
import { chatMachine } from '../../src/machines/chat.machine';
import type { ChatEvent, Directiveness, Eligibility } from '../../src/machines/chat.types';
import { allStateNodes, nodeName, stateName } from '../../src/machines/model-test-kit';
import { apiAs, openChatFromNav, signUp, useFewMinutesServer } from './helpers';

// ---------------------------------------------------------------------------------------------------------------
// Table 1: every event type of the machine, and how this test causes it.

type Cause =
  /** A person does something on the page. */
  | { gesture: string }
  /** Something the test makes happen outside the page: on the server, the network, the clock, the voice. */
  | { stimulus: string }
  /** Follows on its own from a gesture or stimulus (an answer, a timer); never caused directly. */
  | { internal: string };

const eventCauses: Record<string, Cause> = {
  USER_CHANGED: { internal: 'the page sends the signed-in uid when it opens; signing out leaves /doro-chat' },
  LOCATION_CHANGED: { internal: 'the chat lives on /doro-chat only: leaving unmounts the page and its machine' },
  SET_SPEECH: { gesture: "press 'Unmute' or 'Mute'" },
  RETRY: { gesture: "press 'Try again'" },
  CONTINUE_HERE: { gesture: "press 'Continue here'" },
  START: { gesture: "press 'Start session'" },
  ACCEPT_DISCLAIMER: { gesture: "press 'I understand and accept'" },
  DISMISS: { gesture: "press 'Not now', 'Cancel' or 'Close' in a popup" },
  CHOOSE_DIRECTIVENESS: { gesture: "pick how directive Doro is and press 'Begin'" },
  RESUME: { gesture: "press 'Resume session'" },
  END: { gesture: "press 'End session'" },
  SEND: { gesture: "type in 'Message' and press 'Send'" },
  RETRY_NOW: { gesture: "press 'Try again now'" },
  NEW_SESSION: { gesture: "press 'New session'" },
  CONTINUE_AFTER_CRISIS: { gesture: "press 'I’m safe to keep talking'" },
  SPEECH_ENDED: { stimulus: 'the browser voice finishes reading (a stand-in speechSynthesis the test ends)' },
  'SOCKET.CLOSED': { stimulus: 'POST /api/test-only/chat/drop-connections cuts the socket on the server' },
  [AFTER_RECONNECT_DELAY]: { stimulus: 'the test waits out the back-off after a cut' },
  'SOCKET.OPEN': { internal: 'the socket opens after the start, a resume, or a reconnect' },
  'SERVER.READY': { internal: 'the server answers the socket that opened' },
  'SERVER.ACK': { internal: 'the server stores a message sent' },
  'SERVER.MESSAGE': { internal: 'the server replays stored messages on a resume' },
  'SERVER.REPLY_START': { internal: "Doro's reply to a message begins" },
  'SERVER.REPLY_TOKEN': { internal: "Doro's reply streams in" },
  'SERVER.REPLY_END': { internal: "Doro's reply is stored" },
  'SERVER.MINUTES': { internal: 'the server counts the minutes down during a session' },
  'SERVER.CRISIS': { internal: 'the server answers a message in crisis (tests/browser/chat.spec.ts walks it)' },
  'SERVER.NOTICE': { internal: "the server says replies come from Doro's offline engine" },
  'SERVER.CRISIS_PAUSE': {
    internal: 'where the law asks it, a crisis pauses the conversation (tests/browser/crisis-pause.spec.ts walks it)',
  },
  'SERVER.CRISIS_PAUSE_ENDED': { internal: 'the server takes the choice to go on after a crisis pause' },
  'SERVER.PAUSED': { internal: 'the server pauses a session whose socket it lost for good' },
  'SERVER.MINUTES_ENDED': { stimulus: 'a second server whose free plan is 12 seconds lets them run out mid-session' },
  'SERVER.PROCESSING': { internal: 'the server answers an end: the summary is being made (6)' },
  'SERVER.FINISHED': { internal: 'the server answers an end whose summary was quick (2)' },
  'SERVER.ERROR': { internal: 'the server refuses a start or a message' },
  'xstate.done.actor.loadLastSession': { internal: 'GET last-session answers' },
  'xstate.error.actor.loadLastSession': { internal: 'GET last-session fails' },
  'xstate.done.actor.checkEligibility': { internal: 'the profile and plan reads answer' },
  'xstate.error.actor.checkEligibility': { internal: 'a plan read fails (the test fails it by routing it)' },
  'xstate.done.actor.acceptDisclaimer': { internal: 'POST accept-disclaimer answers' },
  'xstate.error.actor.acceptDisclaimer': { internal: 'POST accept-disclaimer fails' },
  'xstate.done.actor.awaitLastSessionFinished': { internal: 'the summary is ready (2)' },
  'xstate.error.actor.awaitLastSessionFinished': { internal: 'the summary takes longer than the page waits' },
};

// ---------------------------------------------------------------------------------------------------------------
// Table 2: every state of the machine, and what the screen shows in it.

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const DIRECTIVENESS_POPUP = 'How should Doro help today?';
const statusLine = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function noPopup(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A live session: the message box is there, no popup covers it, and exactly the status lines `shown` say. */
async function live(
  page: Page,
  shown: { connecting?: boolean; typing?: boolean; speaking?: boolean; ending?: boolean },
) {
  await expect(messageBox(page)).toBeVisible();
  await noPopup(page);
  await expect(statusLine(page, 'Connecting to Doro…')).toHaveCount(shown.connecting ? 1 : 0);
  await expect(statusLine(page, 'Doro is typing')).toHaveCount(shown.typing ? 1 : 0);
  await expect(statusLine(page, 'Doro is reading the reply aloud…')).toHaveCount(shown.speaking ? 1 : 0);
  await expect(statusLine(page, 'Ending your session…')).toHaveCount(shown.ending ? 1 : 0);
}

type ScreenCheck = (page: Page) => Promise<void>;

const screens: Record<string, ScreenCheck | { notShown: string }> = {
  start: { notShown: 'left in the same step it is entered, before anything renders' },
  waitingForUser: async (page) => {
    await expect(statusLine(page, 'Loading your chat…')).toBeVisible();
  },
  loadingLastSession: async (page) => {
    await expect(statusLine(page, 'Loading your chat…')).toBeVisible();
  },
  checkingEligibility: async (page) => {
    await expect(statusLine(page, 'Loading your chat…')).toBeVisible();
  },
  unavailable: async (page) => {
    await expect(page.getByRole('alert')).toHaveText('Your plan could not be checked. Please try again.');
    await expect(page.getByRole('button', { name: 'Try again', exact: true })).toBeVisible();
    await noPopup(page);
  },
  replaced: async (page) => {
    await expect(page.getByRole('alert')).toHaveText('This session is open in another tab or window.');
    await expect(page.getByRole('button', { name: 'Continue here' })).toBeVisible();
    // Never 'Start session': it would end the session the person is using in the other tab.
    await expect(page.getByRole('button', { name: 'Start session' })).toHaveCount(0);
    await noPopup(page);
  },
  idle: async (page) => {
    await expect(page.getByRole('button', { name: 'Start session' })).toBeVisible();
    await noPopup(page);
    await expect(messageBox(page)).toHaveCount(0);
  },
  disclaimer: async (page) => {
    await expect(dialog(page, 'Before you start')).toContainText('not a therapist and not a human');
    await expect(page.getByRole('button', { name: 'I understand and accept' })).toBeEnabled();
  },
  acceptingDisclaimer: async (page) => {
    await expect(dialog(page, 'Before you start').getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
  directiveness: async (page) => {
    await expect(dialog(page, DIRECTIVENESS_POPUP).getByRole('button', { name: 'Begin' })).toBeVisible();
  },
  sessionProcessing: async (page) => {
    await expect(dialog(page, 'Your last session is being processed')).toBeVisible();
  },
  minutesEnded: async (page) => {
    await expect(dialog(page, 'Your minutes have ended').getByRole('link', { name: 'See plans' })).toBeVisible();
  },
  paused: async (page) => {
    await expect(page.getByText(/You have a paused session/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume session' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start session' })).toHaveCount(0);
    await noPopup(page);
  },
  'session.online.connecting': (page) => live(page, { connecting: true }),
  'session.online.starting': (page) => live(page, { connecting: true }),
  'session.online.active.userTurn': async (page) => {
    await live(page, {});
    await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
  },
  'session.online.active.doroReplying': (page) => live(page, { typing: true }),
  'session.online.active.doroSpeaking': (page) => live(page, { speaking: true }),
  'session.online.active.crisisPaused': async (page) => {
    const pause = page.getByRole('region', { name: 'Let’s pause here for a moment' });
    await expect(pause.getByRole('link', { name: 'Call 988', exact: true })).toBeVisible();
    await expect(pause.getByRole('button', { name: 'I’m safe to keep talking' })).toBeVisible();
    await expect(messageBox(page)).toBeDisabled();
    await noPopup(page);
  },
  'session.online.active.goingOnAfterCrisis': async (page) => {
    const pause = page.getByRole('region', { name: 'Let’s pause here for a moment' });
    await expect(pause.getByRole('button', { name: 'One moment…' })).toBeVisible();
    await expect(messageBox(page)).toBeDisabled();
  },
  'session.online.ending': (page) => live(page, { ending: true }),
  'session.disconnection': async (page) => {
    await expect(dialog(page, 'Connection lost').getByRole('button', { name: 'Try again now' })).toBeVisible();
    // A banner, not a modal: the message box stays usable while the connection is down.
    await expect(messageBox(page)).toBeEditable();
  },
  processing: async (page) => {
    await expect(page.getByText('Your session has ended. Doro is writing its summary…')).toBeVisible();
    await expect(messageBox(page)).toHaveCount(0);
  },
  finished: async (page) => {
    await expect(page.getByText('Your session has finished.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New session' })).toBeVisible();
    await expect(messageBox(page)).toHaveCount(0);
    await noPopup(page);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The model: the real machine, stepped purely.

type Model = ReturnType<typeof initialTransition<typeof chatMachine>>[0];

function step(model: Model, events: readonly ModelEvent[]): Model {
  return events.reduce((snapshot, event) => transition(chatMachine, snapshot, event as ChatEvent)[0], model);
}

const UID = 'the-signed-in-user';
const muted = { userId: UID, directiveness: null, speakReplies: false } as const;
/** What the page sends, and what answers, whenever the chat page opens for a signed-in user. */
const onOpen: ModelEvent[] = [
  { type: 'USER_CHANGED', userId: UID },
  { type: 'SET_SPEECH', enabled: false },
];
const ready: ModelEvent[] = [
  { type: 'SOCKET.OPEN' },
  { type: 'SERVER.READY', sessionId: SESSION_ID, remainingSeconds: 1500 },
];
const replied: ModelEvent[] = [
  { type: 'SERVER.ACK', clientId: 'sent', seq: 1 },
  { type: 'SERVER.REPLY_START', replyTo: 1 },
  { type: 'SERVER.REPLY_TOKEN', token: 'That sounds ' },
  { type: 'SERVER.REPLY_END', seq: 2, text: 'That sounds hard.' },
];
const summarised: ModelEvent[] = [
  { type: 'SERVER.PROCESSING' },
  { type: 'xstate.done.actor.awaitLastSessionFinished', output: lastSessions.finished },
];

// ---------------------------------------------------------------------------------------------------------------
// The outside world the test drives.

async function apiAsUser(page: Page, path: string, method: 'GET' | 'POST') {
  const { status, body } = await apiAs(page, path, method);
  expect(status, `${method} ${path}`).toBe(200);
  return body;
}

async function dropConnections(page: Page) {
  const { dropped } = (await apiAsUser(page, '/api/test-only/chat/drop-connections', 'POST')) as { dropped: number };
  expect(dropped).toBeGreaterThan(0);
}

async function lastSessionStatus(page: Page) {
  const body = (await apiAsUser(page, '/api/users/me/last-session', 'GET')) as { session: { status: number } | null };
  return body.session?.status;
}

/**
 * Before the page loads: the back-off without jitter at its longest (1.5 s for the first retry), so a popup is
 * checked before the page reconnects by itself; and a voice that reads until the test says it is done.
 */
async function controlTheBrowser(page: Page) {
  await page.addInitScript(() => {
    Math.random = () => 0.999;
    const reading: SpeechSynthesisUtterance[] = [];
    const finish = () => {
      for (const utterance of reading.splice(0)) utterance.dispatchEvent(new Event('end'));
    };
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: { speak: (utterance: SpeechSynthesisUtterance) => reading.push(utterance), cancel: finish },
    });
    (window as unknown as { finishSpeaking: () => void }).finishSpeaking = finish;
  });
}

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

const doroLines = (page: Page) => page.getByRole('log', { name: 'Messages' }).locator('li[data-role="doro"]');

async function openChat(page: Page) {
  await openChatFromNav(page);
}

// ---------------------------------------------------------------------------------------------------------------
// Walking paths.

interface Step {
  /** What the test does, in words. */
  does: string;
  /** The machine event the test causes; none when the page opens afresh (a new machine starts). */
  causes: string | null;
  act: (page: Page) => Promise<void>;
  /** The events the machine takes: the one caused, then those that follow on their own. */
  events: ModelEvent[];
  /** A new machine: the page was opened again. */
  restart?: boolean;
}

async function walk(page: Page, steps: Step[]) {
  let model: Model = initialTransition(chatMachine, muted)[0];
  for (const { does, causes, act, events, restart } of steps) {
    // The real machine says where this step leads; the screen must then show that state.
    model = step(restart ? initialTransition(chatMachine, muted)[0] : model, events);
    const expected = stateName(model);
    await test.step(`${does} → ${expected}`, async () => {
      if (causes !== null) {
        const cause = eventCauses[causes];
        expect(cause, `${causes} has a row in the table`).toBeDefined();
        expect(cause && 'internal' in cause, `${causes} is something the test can cause`).toBe(false);
        expect(events[0]?.type).toBe(causes);
      }
      await act(page);
      const check = screens[expected];
      if (typeof check !== 'function') throw new Error(`The page cannot show ${expected}`);
      await check(page);
    });
  }
}

const press = (name: string, within?: string) => async (page: Page) => {
  const scope = within ? dialog(page, within) : page;
  await scope.getByRole('button', { name, exact: true }).click();
};

const startSession = (does = "press 'Start session'"): Step => ({
  does,
  causes: 'START',
  act: press('Start session'),
  events: [{ type: 'START' }],
});

const acceptDisclaimer: Step = {
  does: 'accept the disclaimer',
  causes: 'ACCEPT_DISCLAIMER',
  act: press('I understand and accept', 'Before you start'),
  events: [{ type: 'ACCEPT_DISCLAIMER' }, { type: 'xstate.done.actor.acceptDisclaimer', output: undefined }],
};

/** After a finished session: the page loads it again and checks the plan, which now says `eligibility`. */
const newSession = (eligibility: Eligibility): Step => ({
  does: "press 'New session'",
  causes: 'NEW_SESSION',
  act: press('New session'),
  events: [
    { type: 'NEW_SESSION' },
    { type: 'xstate.done.actor.loadLastSession', output: lastSessions.finished },
    { type: 'xstate.done.actor.checkEligibility', output: eligibility },
  ],
});

/** The directiveness popup: pick an option (or keep the preselected one) and begin; the session starts. */
const begin = (choice: { option: string; directiveness: Directiveness } | null): Step => ({
  does: choice ? `choose '${choice.option}' and begin` : 'begin',
  causes: 'CHOOSE_DIRECTIVENESS',
  act: async (page) => {
    if (choice) await dialog(page, DIRECTIVENESS_POPUP).getByRole('radio', { name: choice.option }).check();
    await press('Begin', DIRECTIVENESS_POPUP)(page);
  },
  events: [{ type: 'CHOOSE_DIRECTIVENESS', directiveness: choice?.directiveness ?? 'balanced' }, ...ready],
});

test('every event of the chat machine has a cause, and every state a screen', () => {
  expect(Object.keys(eventCauses).toSorted()).toEqual([...chatMachine.root.events].toSorted());
  const leaves = allStateNodes(chatMachine.root)
    .filter((node) => node.type === 'atomic')
    .map(nodeName);
  expect(Object.keys(screens).toSorted()).toEqual(leaves.toSorted());
});

test('the screen follows the machine: a failed check, the disclaimer, a spoken reply, two cuts, pause and end', async ({
  page,
}) => {
  test.slow();
  await controlTheBrowser(page);
  await signUp(page);
  const planRead = '**/api/users/me/remaining-minutes';

  await walk(page, [
    {
      does: 'open the chat while the plan cannot be read',
      causes: null,
      restart: true,
      act: async () => {
        await page.route(planRead, (route) => route.abort('failed'));
        await openChat(page);
      },
      events: [
        ...onOpen,
        { type: 'xstate.done.actor.loadLastSession', output: null },
        { type: 'xstate.error.actor.checkEligibility', error: new Error('offline') },
      ],
    },
    {
      does: "the plan can be read again; press 'Try again'",
      causes: 'RETRY',
      act: async () => {
        await page.unroute(planRead);
        await press('Try again')(page);
      },
      events: [
        { type: 'RETRY' },
        { type: 'xstate.done.actor.loadLastSession', output: null },
        { type: 'xstate.done.actor.checkEligibility', output: eligibilities.disclaimerNotAccepted },
      ],
    },
    {
      does: "press 'Unmute'",
      causes: 'SET_SPEECH',
      act: press('Unmute'),
      events: [{ type: 'SET_SPEECH', enabled: true }],
    },
    startSession(),
    {
      does: "press 'Not now'",
      causes: 'DISMISS',
      act: press('Not now', 'Before you start'),
      events: [{ type: 'DISMISS' }],
    },
    startSession("press 'Start session' again"),
    acceptDisclaimer,
    {
      does: "press 'Cancel' in the directiveness popup",
      causes: 'DISMISS',
      act: press('Cancel', DIRECTIVENESS_POPUP),
      events: [{ type: 'DISMISS' }],
    },
    startSession("press 'Start session': no disclaimer this time"),
    begin({ option: 'Guide me', directiveness: 'guide' }),
    {
      does: 'send a message; the reply is read aloud',
      causes: 'SEND',
      act: async () => {
        await send(page, 'I keep worrying about work at night.');
        await expect(doroLines(page)).toHaveCount(1);
      },
      events: [{ type: 'SEND', clientId: 'sent', text: 'I keep worrying about work at night.' }, ...replied],
    },
    {
      does: 'the voice finishes reading',
      causes: 'SPEECH_ENDED',
      act: () => page.evaluate(() => (window as unknown as { finishSpeaking: () => void }).finishSpeaking()),
      events: [{ type: 'SPEECH_ENDED' }],
    },
    {
      does: "press 'Mute'",
      causes: 'SET_SPEECH',
      act: press('Mute'),
      events: [{ type: 'SET_SPEECH', enabled: false }],
    },
    {
      does: 'the server cuts the connection',
      causes: 'SOCKET.CLOSED',
      act: dropConnections,
      events: [{ type: 'SOCKET.CLOSED', reason: 'dropped' }],
    },
    {
      does: 'wait out the back-off',
      causes: AFTER_RECONNECT_DELAY,
      act: async () => {
        await expect(dialog(page, 'Connection lost')).toBeHidden();
      },
      events: [{ type: AFTER_RECONNECT_DELAY }, ...ready],
    },
    {
      does: 'the server cuts the connection again',
      causes: 'SOCKET.CLOSED',
      act: dropConnections,
      events: [{ type: 'SOCKET.CLOSED', reason: 'dropped' }],
    },
    {
      does: "press 'Try again now'",
      causes: 'RETRY_NOW',
      act: press('Try again now', 'Connection lost'),
      events: [{ type: 'RETRY_NOW' }, ...ready],
    },
    {
      does: 'leave for the blog, and come back once the server has paused the session (5)',
      causes: null,
      restart: true,
      act: async () => {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
        await expect(page).toHaveURL(/\/blog$/);
        await expect.poll(() => lastSessionStatus(page)).toBe(5);
        await openChat(page);
      },
      events: [
        ...onOpen,
        { type: 'xstate.done.actor.loadLastSession', output: lastSessions.paused },
        { type: 'xstate.done.actor.checkEligibility', output: eligibilities.eligible },
      ],
    },
    {
      does: "press 'End session' on the paused session",
      causes: 'END',
      act: press('End session'),
      events: [{ type: 'END' }, ...ready, ...summarised],
    },
    newSession(eligibilities.eligible),
    startSession(),
    begin({ option: 'Mostly listen', directiveness: 'listen' }),
    {
      does: "press 'End session' mid-session",
      causes: 'END',
      act: press('End session'),
      events: [{ type: 'END' }, ...summarised],
    },
  ]);
});

test.describe('a plan of a few seconds', () => {
  // A server of its own whose free allowance is 12 seconds a month (chat.spec.ts uses port + 100).
  useFewMinutesServer(101);

  test('the screen follows the machine when the minutes run out, mid-session and at the start', async ({ page }) => {
    test.slow();
    await signUp(page);
    const fewMinutes = { ...eligibilities.disclaimerNotAccepted, remainingSeconds: 12 };
    await walk(page, [
      {
        does: 'open the chat',
        causes: null,
        restart: true,
        act: openChat,
        events: [
          ...onOpen,
          { type: 'xstate.done.actor.loadLastSession', output: null },
          { type: 'xstate.done.actor.checkEligibility', output: fewMinutes },
        ],
      },
      startSession(),
      acceptDisclaimer,
      begin(null),
      {
        does: 'the 12 seconds run out',
        causes: 'SERVER.MINUTES_ENDED',
        act: async () => {
          await expect(dialog(page, 'Your minutes have ended')).toBeVisible({ timeout: 30_000 });
        },
        events: [{ type: 'SERVER.MINUTES_ENDED' }],
      },
      {
        does: "press 'Close': the cut session is followed to its summary",
        causes: 'DISMISS',
        act: press('Close', 'Your minutes have ended'),
        events: [
          { type: 'DISMISS' },
          { type: 'xstate.done.actor.awaitLastSessionFinished', output: lastSessions.finished },
        ],
      },
      newSession(eligibilities.noMinutes),
      {
        does: "press 'Start session' with no minutes left",
        causes: 'START',
        act: press('Start session'),
        events: [{ type: 'START' }],
      },
      {
        does: "press 'Close'",
        causes: 'DISMISS',
        act: press('Close', 'Your minutes have ended'),
        events: [{ type: 'DISMISS' }],
      },
    ]);
  });
});
