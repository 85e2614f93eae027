/**
 * Feedback where a person gives it (issue 18), on a 375 px phone and by keyboard: on each of Doro's replies (helpful
 * or not, its tooltip on focus, an optional word, taken back by a second press), and at the session's end (a rating
 * and a comment, refused without a rating), which also offers a link to share the summary. All of it is in the data
 * export, the reply named by its seq.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, chatUser } from '../integration/chat-client';
import type { TestUser } from '../integration/emulator-users';
import { emulatorHost, logIn, startChatAsNewUser, tabTo, testServerUrl } from './helpers';

const baseUrl = testServerUrl;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((n) => n.target) })),
  ).toEqual([]);
}

/** Inside the viewport's width, whole: a control half off a phone's screen cannot be pressed. */
async function expectInsideViewport(page: Page, control: Locator) {
  const box = await control.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the control is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** Shift+Tab until the target has the focus: backwards through the page, as a keyboard user goes up. */
async function tabBackTo(page: Page, target: Locator, maxPresses = 30): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`tabBackTo: not reached in ${maxPresses} presses of Shift+Tab`);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

interface ExportedSession {
  id: string;
  feedback: { rating: number; comment: string | null } | null;
  reply_feedback: Array<{ seq: number; helpful: boolean; comment: string | null }>;
}

const exportedSession = async (user: TestUser, sessionId: string) =>
  ((await api(baseUrl, user, '/users/me/export')).body.sessions as ExportedSession[]).find(
    (session) => session.id === sessionId,
  );

test.use({ viewport: { width: 375, height: 740 } });

test('each reply and the session’s end take feedback by keyboard on a phone; the end shares the summary', async ({
  page,
  context,
}) => {
  test.slow();
  const user = await chatUser(baseUrl, emulatorHost());
  await logIn(page, user.email);
  await page.goto('/doro-chat');
  await page.getByRole('button', { name: 'Start session' }).click();
  const popup = page.getByRole('dialog', { name: 'How should Doro help today?' });
  await popup.getByRole('button', { name: 'Begin' }).click();
  const messageBox = page.getByRole('textbox', { name: 'Message' });
  await messageBox.fill('I have been feeling tense before my exams.');
  await page.keyboard.press('Enter');
  const reply = page.getByRole('log', { name: 'Messages' }).locator('li[data-role="doro"]').first();
  await expect(reply).toBeVisible();
  const seq = Number(await reply.getAttribute('data-seq'));
  const sessionId = (await api(baseUrl, user, '/users/me/last-session')).body.session.id as string;
  const stored = async () => (await api(baseUrl, user, `/sessions/${sessionId}/reply-feedback`)).body.items;

  // The icon-only buttons: named for everyone, their tooltip shown on keyboard focus, inside the phone's width.
  const helpful = reply.getByRole('button', { name: 'Helpful', exact: true });
  const notHelpful = reply.getByRole('button', { name: 'Not helpful' });
  await expectInsideViewport(page, helpful);
  await expectInsideViewport(page, notHelpful);
  // From the message box, up into the conversation.
  await tabBackTo(page, helpful);
  await expect(page.locator('[role="tooltip"]:not([data-state="closed"])')).toHaveText('This reply helped');
  await page.keyboard.press('Enter');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(stored).toEqual([expect.objectContaining({ seq, helpful: true, comment: null })]);

  // An optional word, by keyboard: the field takes the focus, Enter saves, the focus comes back.
  const addWord = reply.getByRole('button', { name: 'Add a word' });
  await tabTo(page, addWord);
  await page.keyboard.press('Enter');
  const word = reply.getByLabel('A word on this reply (optional)');
  await expect(word).toBeFocused();
  await expectInsideViewport(page, word);
  await page.keyboard.type('gentle and clear');
  await page.keyboard.press('Enter');
  await expect(word).toBeHidden();
  await expect(reply.getByRole('button', { name: 'Change your word' })).toBeFocused();
  await expect.poll(stored).toEqual([expect.objectContaining({ seq, helpful: true, comment: 'gentle and clear' })]);

  // The other answer replaces the first and keeps the word; pressed again, it is taken back.
  await tabBackTo(page, notHelpful);
  await expect(page.locator('[role="tooltip"]:not([data-state="closed"])')).toHaveText('This reply did not help');
  await page.keyboard.press('Enter');
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(stored).toEqual([expect.objectContaining({ seq, helpful: false, comment: 'gentle and clear' })]);
  await page.keyboard.press('Enter');
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(stored).toEqual([]);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);

  // After a reload the answer is still shown pressed.
  await page.reload();
  await page.getByRole('button', { name: 'Resume session' }).click();
  const resumed = page.getByRole('log', { name: 'Messages' }).locator(`li[data-seq="${seq}"]`);
  await expect(resumed.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The session's end: the focus goes to its feedback, a rating is required, the comment is optional.
  await page.getByRole('button', { name: 'End session' }).click();
  const rate = page.getByRole('region', { name: 'How was this session?' });
  await expect(rate.getByRole('heading', { name: 'How was this session?' })).toBeFocused();
  const send = rate.getByRole('button', { name: 'Send feedback' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(rate.getByRole('alert')).toHaveText('Choose a rating from 1 to 5 first.');
  expect((await exportedSession(user, sessionId))?.feedback).toBeNull();

  // Back up into the scale, then the arrow keys to 4.
  await tabBackTo(page, rate.getByRole('radio', { name: '5 of 5' }));
  await page.keyboard.press('ArrowLeft');
  await expect(rate.getByRole('radio', { name: '4 of 5' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(rate.getByLabel('Anything you want to tell us? (optional)')).toBeFocused();
  await page.keyboard.type('It helped me slow down.');
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(rate.getByRole('status')).toHaveText('Thank you: your feedback is saved.');
  await expect(rate.getByRole('alert')).toHaveCount(0);
  for (const control of [send, rate.getByRole('radio', { name: '5 of 5' })]) await expectInsideViewport(page, control);

  const exported = await exportedSession(user, sessionId);
  expect(exported?.feedback).toMatchObject({ rating: 4, comment: 'It helped me slow down.' });
  // Taken back, the word went with it: the answer given after has none.
  expect(exported?.reply_feedback).toEqual([expect.objectContaining({ seq, helpful: true, comment: null })]);

  // Sharing the summary, once it is written: a link that opens it, revoked from the same place.
  const share = page.getByRole('region', { name: 'Share the summary' });
  await expect(share).toBeVisible({ timeout: 20_000 });
  const make = share.getByRole('button', { name: 'Make a share link' });
  await tabTo(page, make);
  await page.keyboard.press('Enter');
  const link = share.getByLabel('Your link');
  await expect(link).toHaveValue(/\/shared\/[\w-]{20,}$/);
  for (const control of [link, share.getByRole('button', { name: 'Copy link' })])
    await expectInsideViewport(page, control);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);

  const summary = (await api(baseUrl, user, '/users/me/last-session')).body.session.summary as string;
  const visitor = await context.browser()!.newPage();
  await visitor.goto(await link.inputValue());
  await expect(visitor.getByText(summary)).toBeVisible();

  await share.getByRole('button', { name: 'Revoke link' }).click();
  await expect(share.getByRole('status')).toHaveText('The link is revoked: it shows nothing any more.');
  await visitor.reload();
  await expect(visitor.getByRole('alert')).toContainText('This link does not open anything');
  await visitor.close();
});

// The politeness a screen reader applies to a change in each: that of the nearest live region around it (an
// aria-live attribute, else a role with an implicit one: log and status polite, alert assertive), "off" if none.
const liveOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const implicit: Record<string, string> = {
      log: 'polite',
      status: 'polite',
      alert: 'assertive',
      timer: 'off',
      marquee: 'off',
    };
    for (let node: Element | null = element; node; node = node.parentElement) {
      const live = node.getAttribute('aria-live');
      if (live) return live;
      const role = node.getAttribute('role') ?? (node.tagName === 'OUTPUT' ? 'status' : null);
      if (role && role in implicit) return implicit[role];
    }
    return 'off';
  });

test('a new reply is announced by its words, not by the names of the feedback controls under it', async ({ page }) => {
  await startChatAsNewUser(page);
  await page.getByRole('textbox', { name: 'Message' }).fill('I have been feeling tense before my exams.');
  await page.keyboard.press('Enter');
  const reply = page.getByRole('log', { name: 'Messages' }).locator('li[data-role="doro"]').first();
  await expect(reply.getByRole('button', { name: 'Helpful', exact: true })).toBeVisible();

  expect(await liveOf(reply.locator('[data-message-text]'))).toBe('polite');
  expect(await liveOf(reply.getByRole('button', { name: 'Helpful', exact: true }))).toBe('off');
  expect(await liveOf(reply.getByRole('button', { name: 'Not helpful' }))).toBe('off');
  expect(await liveOf(reply.locator('legend', { hasText: 'Was this reply helpful?' }))).toBe('off');
});
