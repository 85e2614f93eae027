/**
 * Saying yes to an exercise Doro offered shows its steps, in Chromium against the real server and the offline engine:
 * the output guard lets Doro's own words through (a guard that read "nose" as "noose" once answered "ok, let's try
 * it" with a safety refusal).
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './helpers';

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const doroLines = (page: Page) => page.getByRole('log', { name: 'Messages' }).locator('li[data-role="doro"]');

async function send(page: Page, text: string) {
  const replies = await doroLines(page).count();
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(doroLines(page)).toHaveCount(replies + 1, { timeout: 20_000 });
  return doroLines(page).last();
}

test('saying yes to an offered breathing exercise shows its steps, not a refusal', async ({ page }) => {
  test.slow();
  await signUp(page);
  await page.goto('/doro-chat');
  await page.getByRole('button', { name: 'Start session' }).click();
  await page
    .getByRole('dialog', { name: 'Before you start' })
    .getByRole('button', { name: 'I understand and accept' })
    .click();
  const popup = page.getByRole('dialog', { name: 'How should Doro help today?' });
  await popup.getByRole('radio', { name: /Balanced/ }).check();
  await popup.getByRole('button', { name: 'Begin' }).click();
  await expect(messageBox(page)).toBeVisible();

  const offer = await send(page, 'I feel so anxious and tense before my exam, can you help me calm down?');
  await expect(offer).toContainText(/breathing|grounding/i);
  const steps = await send(page, "ok, let's try it");
  // The first step of the exercise offered: settling in before the first breath, or the first sense to name.
  await expect(steps).toContainText(/Sit comfortably|Get comfy|Breathe in|Name 5 things you can see/);
  await expect(steps).not.toContainText("I can't help with that");
  await expect(
    page.getByRole('log', { name: 'Messages' }).getByRole('region', { name: 'Crisis resources' }),
  ).toHaveCount(0);
});
