/**
 * Issue 18, the chat as a newcomer used it: every reply's feedback thumbs were in the Tab order, so a keyboard user
 * went through dozens of them on the way to the message box; on a phone, after a crisis message the card (taller
 * than the conversation's box) shows from its top, 911 first (decision 025), and Doro's words are right under it.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startChatAsNewUser } from './helpers';

test('on a phone, the header never covers End session as the talk goes on', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  await startChatAsNewUser(page);
  const box = page.getByRole('textbox', { name: 'Message' });
  const end = page.getByRole('button', { name: 'End session' });
  const replies = page.getByRole('log', { name: 'Messages' }).locator('li[data-role="doro"]');
  for (const line of ['I have been feeling tense before my exams.', 'It is mostly math.', 'My parents expect a lot.']) {
    const before = await replies.count();
    await box.fill(line);
    await page.keyboard.press('Enter');
    await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
    // Wholly below the header: what is at its top edge and at its middle is the button itself.
    const covered = await end.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const header = document.querySelector('header')!.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const hits = [rect.top + 2, rect.top + rect.height / 2].map((y) => document.elementFromPoint(x, y));
      return { belowHeader: rect.top >= header.bottom, hitsItself: hits.every((hit) => hit && element.contains(hit)) };
    });
    expect(covered).toEqual({ belowHeader: true, hitsItself: true });
  }
});

test('on a phone, after a crisis message the card shows from its top, and Doro’s reply is right under it', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  await startChatAsNewUser(page);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill("I have the pills right here and I'm going to take them all tonight");
  await page.keyboard.press('Enter');
  const log = page.getByRole('log', { name: 'Messages' });
  const card = log.locator('li[data-notice="crisis"]');
  await expect(card).toBeVisible();
  const reply = card.locator('xpath=following-sibling::li[@data-role="doro"][1]').locator('[data-message-text]');
  await expect(reply).not.toBeEmpty({ timeout: 20_000 });
  // Once Doro's words arrived, the view still starts at the card's top: 911 first (decision 025).
  await expect(card.getByRole('link', { name: 'Call 911', exact: true })).toBeInViewport();
  // Doro's words are the next thing: scrolled to, they open at their first line.
  await reply.scrollIntoViewIfNeeded();
  await expect(reply).toBeInViewport();
  const onScreen = await page.getByRole('region', { name: 'Conversation with Doro' }).evaluate((element) => {
    const view = element.getBoundingClientRect();
    return view.top >= 0 && view.bottom <= window.innerHeight;
  });
  expect(onScreen).toBe(true);
});

test('only the latest reply’s feedback is in the Tab order; the arrows reach the others', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 860 });
  await startChatAsNewUser(page);
  const box = page.getByRole('textbox', { name: 'Message' });
  const replies = page.getByRole('log', { name: 'Messages' }).locator('li[data-role="doro"]');
  const lines = ['I have been feeling tense before my exams.', 'It is mostly math.', 'My parents expect a lot.'];
  for (const line of lines) {
    const before = await replies.count();
    await box.fill(line);
    await page.keyboard.press('Enter');
    await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
  }
  await expect(replies.last().getByRole('button', { name: 'Helpful', exact: true })).toBeVisible();

  // From the message box back up to the conversation: which feedback buttons does Shift+Tab pass?
  await box.focus();
  const passed: string[] = [];
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (element?.getAttribute('aria-label') === 'Conversation with Doro') return 'log';
      const reply = element?.closest('li[data-role="doro"]');
      return reply ? `${reply.getAttribute('data-seq')} ${element?.getAttribute('aria-label')}` : 'other';
    });
    if (focused === 'log') break;
    if (focused !== 'other') passed.push(focused);
  }
  const latest = await replies.last().getAttribute('data-seq');
  expect(passed).toEqual([`${latest} Not helpful`, `${latest} Helpful`]);

  // On the latest reply's Helpful, the up arrow goes to the reply before it, Enter answers there.
  const latestHelpful = replies.last().getByRole('button', { name: 'Helpful', exact: true });
  await latestHelpful.focus();
  await page.keyboard.press('ArrowUp');
  const previous = replies.nth(-2).getByRole('button', { name: 'Helpful', exact: true });
  await expect(previous).toBeFocused();
  await expect(replies.nth(-2).getByRole('group', { name: 'Was this reply helpful?' })).toHaveAccessibleDescription(
    /arrows move to the same button of the reply before or after/,
  );
  await page.keyboard.press('Enter');
  await expect(previous).toHaveAttribute('aria-pressed', 'true');
  // Tab from there goes on within that reply (its other button), then out of the replies.
  await page.keyboard.press('Tab');
  await expect(replies.nth(-2).getByRole('button', { name: 'Not helpful' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(replies.last().getByRole('button', { name: 'Not helpful' })).toBeFocused();
  // The tooltip that focus opened closes with Escape (Radix draws it outside the page's landmarks).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target)])).toEqual([]);
});
