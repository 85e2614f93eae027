/**
 * The chat on a phone (375 x 740), as the newcomer of issue 18 used it: after a few messages the page had scrolled so
 * that the crisis help link was above the screen and the Send button below it. Throughout a session, the help link,
 * the message box, Send and the end of the latest reply must all be on screen without scrolling.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openChatAsNewUser, startChatAsNewUser } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

/** Wholly inside the screen as it is now (no scrolling). */
async function expectOnScreen(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  const { height, width } = page.viewportSize()!;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.y, `${what} is not above the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} is not below the screen`).toBeLessThanOrEqual(height);
  expect(box!.x + box!.width, `${what} is not off the side`).toBeLessThanOrEqual(width);
}

/** Not covered by something else (the message box strip over the conversation): what is at its middle is itself. */
async function expectUncovered(target: Locator, what: string) {
  const covered = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height - 4);
    // An ancestor (the reply's list item) is hit when the point falls past the end of a short last line: not covered.
    return hit !== null && !element.contains(hit) && !hit.contains(element);
  });
  expect(covered, `${what} is not hidden behind another element`).toBe(false);
}

test('on a phone, the help link, the message box, Send and the latest reply stay on screen as the talk goes on', async ({
  page,
}) => {
  test.slow();
  await startChatAsNewUser(page);
  const help = page.getByRole('banner').getByRole('link', { name: /Help is available/ });
  const box = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(box).toBeFocused();
  await expectOnScreen(page, box, 'the message box');

  const replies = page.getByRole('log', { name: 'Messages' }).locator('li[data-role="doro"]');
  const lines = [
    'I have been feeling tense before my exams.',
    'It is mostly math, I keep blanking.',
    'My parents expect a lot.',
    'I study every night but it does not stick.',
  ];
  for (const line of lines) {
    const before = await replies.count();
    await box.fill(line);
    await page.keyboard.press('Enter');
    await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
    const latest = replies.last().locator('[data-message-text]');
    await expect(latest).toBeVisible();
    await expectOnScreen(page, help, 'the crisis help link');
    await expectOnScreen(page, box, 'the message box');
    await expectOnScreen(page, send, 'Send');
    await expectOnScreen(page, latest, 'the latest reply');
    await expectUncovered(latest, 'the latest reply');
  }
  // Nothing hidden inside the conversation stretches the page: below the footer there is no blank space to scroll to.
  const belowFooter = await page.evaluate(() => {
    const footer = document.querySelector('footer');
    if (!footer) return Number.POSITIVE_INFINITY;
    return document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY);
  });
  expect(belowFooter).toBeLessThanOrEqual(1);
});

test('the style dialog opens with the focus on the option already chosen, so Enter begins with it', async ({
  page,
}) => {
  await openChatAsNewUser(page);
  const dialog = page.getByRole('dialog', { name: 'How should Doro help today?' });
  const checked = dialog.getByRole('radio', { checked: true });
  await expect(checked).toHaveCount(1);
  await expect(checked).toBeFocused();
});
