/**
 * Issue 5's Chromium check: a crisis message shows the crisis card, with 988 and 911, before any reply text, and
 * imminent danger puts 911 first. The server's frames prove the order on the wire; a MutationObserver proves it on
 * the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { recordFrameTypes, signUp } from './helpers';

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** When (in page time) the crisis card and the first reply text appeared. */
async function watchOrder(page: Page): Promise<() => Promise<{ card: number | null; reply: number | null }>> {
  await page.evaluate(() => {
    const seen: { card: number | null; reply: number | null } = { card: null, reply: null };
    (window as unknown as { crisisOrder: typeof seen }).crisisOrder = seen;
    new MutationObserver(() => {
      const log = document.querySelector('[role="log"]');
      if (seen.card === null && log?.querySelector('[data-notice="crisis"]')) seen.card = performance.now();
      const replyText = [...(log?.querySelectorAll('li[data-role="doro"], [data-streaming="true"]') ?? [])]
        .map((element) => element.textContent ?? '')
        .join('')
        .trim();
      if (seen.reply === null && replyText !== '') seen.reply = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { crisisOrder: { card: number | null; reply: number | null } }).crisisOrder,
    );
}

test('a crisis message shows the crisis card with 988 and 911 before any reply text', async ({ page }) => {
  test.slow();
  await signUp(page);
  const frames = recordFrameTypes(page);
  await page.goto('/doro-chat');
  await page.getByRole('button', { name: 'Start session' }).click();
  await page
    .getByRole('dialog', { name: 'Before you start' })
    .getByRole('button', { name: 'I understand and accept' })
    .click();
  const popup = page.getByRole('dialog', { name: 'How should Doro help today?' });
  await popup.getByRole('radio', { name: /Listen/ }).check();
  await popup.getByRole('button', { name: 'Begin' }).click();
  await expect(messageBox(page)).toBeVisible();

  const order = await watchOrder(page);
  await messageBox(page).fill("I have the pills right here and I'm going to take them all tonight");
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const log = page.getByRole('log', { name: 'Messages' });
  const card = log.getByRole('region', { name: 'Crisis resources' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute('href', 'tel:988');
  await expect(card.getByRole('link', { name: 'Text 988', exact: true })).toHaveAttribute('href', 'sms:988');
  await expect(card.getByRole('link', { name: 'Call 911', exact: true })).toHaveAttribute('href', 'tel:911');
  // Imminent danger: 911 comes before anything else in the card.
  await expect(card).toContainText('If you are in danger now, call 911');
  const hrefs = await card.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.indexOf('tel:911')).toBeLessThan(hrefs.indexOf('tel:988'));

  // The reply comes, after the card: on the wire and on the screen.
  await expect(log.locator('li[data-role="doro"]').last()).not.toBeEmpty();
  const crisisFrame = frames.indexOf('crisis');
  expect(crisisFrame).toBeGreaterThan(-1);
  const firstReplyFrame = frames.findIndex((type) => type === 'replyToken' || type === 'replyStart');
  expect(firstReplyFrame).toBeGreaterThan(crisisFrame);
  const seen = await order();
  expect(seen.card).not.toBeNull();
  expect(seen.reply).not.toBeNull();
  expect(seen.card!).toBeLessThanOrEqual(seen.reply!);
});
