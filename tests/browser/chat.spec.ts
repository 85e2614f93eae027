/**
 * The /doro-chat page against the real server (issue 4): a whole session, a connection cut by the server, pause
 * and resume, and minutes running out (on a second server with a free allowance of a few seconds).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test, type WebSocket } from '@playwright/test';
import { apiAs, openChatFromNav, signUp, useFewMinutesServer } from './helpers';

interface TranscriptLine {
  seq: number;
  role: 'user' | 'doro';
  text: string;
}

const lastSession = async (page: Page) =>
  (
    await apiAs<{
      session: { id: string; status: number; summary: string | null } | null;
    }>(page, '/api/users/me/last-session')
  ).body.session;

const transcriptOf = async (page: Page, sessionId: string) =>
  (await apiAs<{ messages: TranscriptLine[] }>(page, `/api/sessions/session-transcript/${sessionId}`)).body.messages;

/** The session statuses the server announces on the page's chat sockets, in order. */
function recordStatuses(page: Page): number[] {
  const statuses: number[] = [];
  page.on('websocket', (socket: WebSocket) => {
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type: string;
        status?: number;
      };
      if (message.type === 'status' && message.status !== undefined) statuses.push(message.status);
    });
  });
  return statuses;
}

/** Every text of Doro's reply bubble while it streams, as the page showed it. */
async function recordStreaming(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { streamed: string[] }).streamed = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-streaming="true"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { streamed: string[] }).streamed);
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const doroLines = (page: Page) => page.getByRole('log', { name: 'Messages' }).locator('li[data-role="doro"]');
const userLines = (page: Page) => page.getByRole('log', { name: 'Messages' }).locator('li[data-role="user"]');

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** From 'Start session' through the disclaimer (first time only) and the directiveness popup into a session. */
async function startSession(page: Page, { firstTime }: { firstTime: boolean }) {
  await page.getByRole('button', { name: 'Start session' }).click();
  if (firstTime) {
    const disclaimer = page.getByRole('dialog', { name: 'Before you start' });
    await expect(disclaimer).toContainText('not a therapist and not a human');
    await disclaimer.getByRole('button', { name: 'I understand and accept' }).click();
  }
  const popup = page.getByRole('dialog', {
    name: 'How should Doro help today?',
  });
  await popup.getByRole('radio', { name: /Guide me/ }).check();
  await popup.getByRole('button', { name: 'Begin' }).click();
  await expect(messageBox(page)).toBeVisible();
  await expect(page.getByText('Doro is an AI, not a human.', { exact: false })).toBeVisible();
}

async function openChat(page: Page) {
  await openChatFromNav(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Talk with Doro' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((n) => n.target),
    })),
  ).toEqual([]);
}

test('a new user accepts the disclaimer, talks with Doro as the reply streams in, and ends the session', async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  const statuses = recordStatuses(page);
  await openChat(page);
  await expect(page.getByRole('link', { name: /help is available/i })).toBeInViewport();
  await expect(page.getByText(/^\d+ minutes left this month$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Sound: off until chosen, and the choice is kept in the chat audio cookie.
  const audioCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'doro_chat_audio')?.value;
  await page.getByRole('button', { name: 'Unmute' }).click();
  await expect(page.getByRole('button', { name: 'Mute' })).toBeVisible();
  expect(await audioCookie()).toBe('unmuted');
  await page.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
  expect(await audioCookie()).toBe('muted');

  // The optional light theme: kept in local storage, still there after a reload, and as readable.
  const pageColour = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // The button names the theme a press gives, as the sound button names what it does.
  const lightTheme = page.getByRole('button', { name: 'Light theme' });
  const darkTheme = page.getByRole('button', { name: 'Dark theme' });
  const dark = await pageColour();
  await lightTheme.click();
  await expect(darkTheme).toBeVisible();
  await expect.poll(pageColour).not.toBe(dark);
  const light = await pageColour();
  await page.reload();
  await expect(darkTheme).toBeVisible();
  await expect.poll(pageColour).toBe(light);
  expect(await page.evaluate(() => localStorage.getItem('doro:chat-theme'))).toBe('light');
  await expectNoAxeViolations(page);
  await darkTheme.click();
  await expect(lightTheme).toBeVisible();
  await expect.poll(pageColour).toBe(dark);

  await startSession(page, { firstTime: true });
  await expectNoAxeViolations(page);
  // Voice input is offered exactly where the browser has the Web Speech API.
  const canListen = await page.evaluate(() => 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window);
  await expect(page.getByRole('button', { name: 'Voice input' })).toHaveCount(canListen ? 1 : 0);

  const streamed = await recordStreaming(page);
  const said = 'I have been feeling tense before my exams.';
  await send(page, said);
  await expect(userLines(page)).toHaveText([`You${said}`]);
  await expect(doroLines(page)).toHaveCount(1);
  // The reply's words, without the feedback controls under it.
  const reply = (await doroLines(page).first().locator('[data-message-text]').textContent())!;
  // Streamed: the bubble grew through several partial texts, each a beginning of the reply that was stored.
  const partials = (await streamed()).map((text) => text.replace(/^Doro/, ''));
  expect(partials.length).toBeGreaterThan(1);
  for (const partial of partials) expect(reply.startsWith(partial)).toBe(true);
  expect(partials[0]!.length).toBeLessThan(reply.length);
  await expect(page.locator('[data-streaming="true"]')).toHaveCount(0);

  const session = await lastSession(page);
  expect(session?.status).toBe(1);
  await page.getByRole('button', { name: 'End session' }).click();
  // The server announced processing (6) on the socket; the page then waits for the summary: finished (2).
  await expect.poll(() => statuses.includes(6)).toBe(true);
  await expect(page.getByText('Your session has finished.')).toBeVisible({
    timeout: 20_000,
  });
  const ended = await lastSession(page);
  expect(ended).toMatchObject({ id: session!.id, status: 2 });
  expect(ended?.summary).toBeTruthy();

  const transcript = await transcriptOf(page, session!.id);
  expect(transcript.map(({ seq, role, text }) => ({ seq, role, text }))).toEqual([
    { seq: 1, role: 'user', text: said },
    { seq: 2, role: 'doro', text: reply },
  ]);

  // The transcript is one press away on the chat page too.
  const earlier = page.getByRole('region', { name: 'Earlier sessions' });
  await earlier
    .getByRole('button', { name: /^Read transcript/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Transcript of / });
  await expect(dialog.getByRole('listitem')).toHaveText([`You:${said}`, `Doro:${reply}`]);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The server remembers the directiveness chosen: after a reload the popup preselects it.
  await page.reload();
  await page.getByRole('button', { name: 'Start session' }).click();
  const popup = page.getByRole('dialog', { name: 'How should Doro help today?' });
  await expect(popup.getByRole('radio', { name: /Guide me/ })).toBeChecked();
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup).toBeHidden();
});

test('the server cuts the connection: the popup shows, the page reconnects by itself, nothing is lost or doubled', async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  await openChat(page);
  await startSession(page, { firstTime: true });
  await send(page, 'First, before the cut.');
  await expect(doroLines(page)).toHaveCount(1);

  const cut = await apiAs<{ dropped: number }>(page, '/api/test-only/chat/drop-connections', 'POST');
  expect(cut.status).toBe(200);
  expect(cut.body.dropped).toBeGreaterThan(0);
  const popup = page.getByRole('dialog', { name: 'Connection lost' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Try again now' })).toBeVisible();
  // Written while the connection is down: kept, and sent once it is back.
  const typedDuringCut = 'Second, typed while the connection was down.';
  await send(page, typedDuringCut);
  await expect(popup).toBeHidden({ timeout: 20_000 });
  await expect(userLines(page)).toHaveText(['YouFirst, before the cut.', `You${typedDuringCut}`]);
  await expect(doroLines(page)).toHaveCount(2);

  // 'Try again now' does not wait for the back-off.
  await apiAs(page, '/api/test-only/chat/drop-connections', 'POST');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Try again now' }).click();
  await expect(popup).toBeHidden();
  await send(page, 'Third, after trying again.');
  await expect(doroLines(page)).toHaveCount(3);

  const session = await lastSession(page);
  const transcript = await transcriptOf(page, session!.id);
  expect(transcript.map((line) => line.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(transcript.map((line) => line.role)).toEqual(['user', 'doro', 'user', 'doro', 'user', 'doro']);
  expect(transcript.filter((line) => line.role === 'user').map((line) => line.text)).toEqual([
    'First, before the cut.',
    typedDuringCut,
    'Third, after trying again.',
  ]);
  // The page shows the conversation exactly as stored.
  await expect(page.getByRole('log', { name: 'Messages' }).locator('li[data-seq]')).toHaveCount(6);
});

test('leaving mid-session pauses it (5); coming back offers to resume the same session', async ({ page }) => {
  test.slow();
  await signUp(page);
  await openChat(page);
  await startSession(page, { firstTime: true });
  await send(page, 'Something I want to come back to.');
  await expect(doroLines(page)).toHaveCount(1);
  const before = await lastSession(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(async () => (await lastSession(page))?.status).toBe(5);

  await openChat(page);
  await expect(page.getByText(/You have a paused session/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start session' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resume session' }).click();
  await expect(userLines(page)).toHaveText(['YouSomething I want to come back to.']);
  await expect(doroLines(page)).toHaveCount(1);
  expect(await lastSession(page)).toMatchObject({ id: before!.id, status: 1 });

  await send(page, 'I am back.');
  await expect(doroLines(page)).toHaveCount(2);
  const transcript = await transcriptOf(page, before!.id);
  expect(transcript.map((line) => line.seq)).toEqual([1, 2, 3, 4]);
});

test('the same session in a second tab: it resumes there, the first tab says so and never offers to start over it', async ({
  page,
  context,
}) => {
  test.slow();
  await signUp(page);
  await openChat(page);
  await startSession(page, { firstTime: true });
  await send(page, 'Writing from my laptop.');
  await expect(doroLines(page)).toHaveCount(1);
  const first = await lastSession(page);

  // The second tab finds the session live: it offers to resume it, never to start a new one (which would end it).
  const second = await context.newPage();
  await second.goto('/doro-chat');
  await expect(second.getByRole('button', { name: 'Start session' })).toHaveCount(0);
  await second.getByRole('button', { name: 'Resume session' }).click();
  await expect(userLines(second)).toHaveText(['YouWriting from my laptop.']);

  // The first tab is told, and offers to continue there, not to start.
  await expect(page.getByRole('alert')).toHaveText('This session is open in another tab or window.');
  await expect(page.getByRole('button', { name: 'Start session' })).toHaveCount(0);
  await send(second, 'Now from the other tab.');
  await expect(doroLines(second)).toHaveCount(2);

  // Continuing in the first tab takes the same session back, whole.
  await page.getByRole('button', { name: 'Continue here' }).click();
  await page.getByRole('button', { name: 'Resume session' }).click();
  await expect(userLines(page)).toHaveText(['YouWriting from my laptop.', 'YouNow from the other tab.']);
  await expect(second.getByRole('alert')).toHaveText('This session is open in another tab or window.');
  expect(await lastSession(page)).toMatchObject({ id: first!.id, status: 1 });
});

test("a message in crisis brings the crisis card (911 first, 988) before any of Doro's words", async ({ page }) => {
  test.slow();
  await signUp(page);
  await openChat(page);
  await startSession(page, { firstTime: true });
  // The embedded default answers from the offline engine, and the page says so in plain words.
  await expect(page.getByText(/Replies come from Doro's offline engine/)).toBeVisible();

  const said = 'I want to kill myself tonight, I have the pills ready.';
  await send(page, said);
  await expect(doroLines(page)).toHaveCount(1);
  const log = page.getByRole('log', { name: 'Messages' });
  const card = log.getByRole('region', { name: 'Crisis resources' });
  await expect(card).toBeVisible();
  const numbers = card.getByRole('link', { name: /^Call (911|988)$/ });
  await expect(numbers).toHaveText(['Call 911', 'Call 988']);
  // In the conversation: the user's message, then the card, then Doro's reply.
  const order = await log
    .locator(':scope > ol > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-role') ?? item.getAttribute('data-notice')));
  expect(order.filter((kind) => kind !== 'offline-engine' && kind !== 'greeting')).toEqual(['user', 'crisis', 'doro']);
  await expectNoAxeViolations(page);
});

test.describe('a plan of a few seconds', () => {
  // A server of its own whose free allowance is 12 seconds a month; the rest of this file keeps the default.
  useFewMinutesServer(100);

  test('minutes end: the popup offers plans, the session goes 6 then 2, and 0 minutes are left', async ({ page }) => {
    test.slow();
    await signUp(page);
    const statuses = recordStatuses(page);
    await openChat(page);
    await expect(page.getByText('Less than 1 minute left this month')).toBeVisible();
    await startSession(page, { firstTime: true });
    await send(page, 'Just a short one.');
    await expect(doroLines(page)).toHaveCount(1);

    const popup = page.getByRole('dialog', { name: 'Your minutes have ended' });
    await expect(popup).toBeVisible({ timeout: 30_000 });
    await expect(popup.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
    await expect(page.getByText('0 minutes left this month')).toBeVisible();
    // Processing (6) announced on the socket as the minutes ran out, then finished (2) once summarised.
    expect(statuses).toContain(6);
    await expect.poll(async () => (await lastSession(page))?.status).toBe(2);

    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Your session has finished.')).toBeVisible();
    // On the wire, keys are snake_case.
    const minutes = await apiAs<{
      remaining_minutes: number;
      remaining_seconds: number;
    }>(page, '/api/users/me/remaining-minutes');
    expect(minutes.body).toEqual({
      remaining_minutes: 0,
      remaining_seconds: 0,
    });

    // A new start is refused up front with the same popup.
    await page.getByRole('button', { name: 'New session' }).click();
    await page.getByRole('button', { name: 'Start session' }).click();
    await expect(popup).toBeVisible();
    await expect(page.getByText('0 minutes left this month')).toBeVisible();
  });
});
