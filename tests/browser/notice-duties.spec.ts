/**
 * The notices the law of a person's place asks for (issue 20), as a person sees them in the chat. Each block has a
 * server of its own with its clocks moved, by settings the server refuses outside NODE_ENV=test:
 * DORO_TEST_LAW_DATE (the date the law is read at, server/law/law-clock.ts) and DORO_TEST_USE_SCALE (use counts
 * that many times faster towards the periodic notices, the intervals staying the law's: server/config/ai.ts).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillConsent, signUp, uniqueEmail, useOwnServer } from './helpers';

const day = 86_400_000;
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const doroLines = (page: Page) => log(page).locator('li[data-role="doro"]');
const noticesOf = (page: Page, kind: string) => log(page).locator(`li[data-notice="${kind}"]`);

/** Signs up as a 15-year-old in Washington, with a parent's permission, and waits for the home page. */
async function signUpTeenInWashington(page: Page) {
  const password = 'calm-river-42';
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('wa-teen'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await fillConsent(page, { age: 15, place: ['US', 'WA'] });
  await page.getByLabel('A parent or guardian has given me permission to use Doro.').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

async function startSession(page: Page, { firstTime }: { firstTime: boolean }) {
  await page.getByRole('button', { name: 'Start session' }).click();
  if (firstTime) {
    await page
      .getByRole('dialog', { name: 'Before you start' })
      .getByRole('button', { name: 'I understand and accept' })
      .click();
  }
  await page
    .getByRole('dialog', { name: 'How should Doro help today?' })
    .getByRole('button', { name: 'Begin' })
    .click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
}

async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** The conversation in order: user, doro, or a notice's kind (the offline engine's notice and the greeting left out). */
async function order(page: Page): Promise<string[]> {
  const kinds = await log(page)
    .locator(':scope > ol > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-role') ?? item.getAttribute('data-notice')));
  return kinds.filter((kind): kind is string => kind !== null && kind !== 'offline-engine' && kind !== 'greeting');
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => node.target) }))).toEqual([]);
}

test.describe('a 15-year-old in Washington, the law read on 2027-01-02', () => {
  // An hour of use passes in 5 seconds (720 times faster); Washington's hour and everyone's 3 hours stay the law's.
  useOwnServer(102, { NODE_ENV: 'test', DORO_TEST_LAW_DATE: '2027-01-02T12:00:00Z', DORO_TEST_USE_SCALE: '720' });

  test('is told Doro is an AI after an hour of use, again each hour, and to take a break after 3', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpTeenInWashington(page);
    await page.goto('/doro-chat');
    await startSession(page, { firstTime: true });
    await say(page, 'School has been a lot this week.');
    await expect(doroLines(page)).toHaveCount(1);

    // After an hour of use: the notice, before the break reminder (every 3 hours) is due.
    const disclosure = noticesOf(page, 'disclosure').first();
    await expect(disclosure).toBeVisible({ timeout: 20_000 });
    await expect(disclosure).toContainText('Doro is an AI, not a human.');
    await expect(noticesOf(page, 'break-reminder')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('notice-wa-teen-375.png'), fullPage: true });
    await expectNoAxeViolations(page);

    // After 3 hours: the break reminder, with the notice said each hour before it (the hourly law, not 3-hourly).
    await expect(noticesOf(page, 'break-reminder')).toHaveCount(1, { timeout: 30_000 });
    const beforeBreak = (await order(page)).slice(0, (await order(page)).indexOf('break-reminder'));
    expect(beforeBreak.filter((kind) => kind === 'disclosure').length).toBeGreaterThanOrEqual(2);
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.screenshot({ path: test.info().outputPath('notice-wa-teen-1280.png'), fullPage: true });
    await expectNoAxeViolations(page);
  });
});

test.describe('an adult in Utah who comes back after 8 days', () => {
  // The law clock of this server runs 8 days ahead of its database: what a session stores is 8 days old, by the law's
  // clock, when the next one starts.
  useOwnServer(103, { NODE_ENV: 'test', DORO_TEST_LAW_DATE: new Date(Date.now() + 8 * day).toISOString() });

  test('is told Doro is an AI before the first reply, at first use and on coming back', async ({ page }) => {
    test.slow();
    await signUp(page, uniqueEmail('ut-adult'), { age: 30, place: ['US', 'UT'] });
    await page.goto('/doro-chat');
    await startSession(page, { firstTime: true });
    await say(page, 'Hello, first time here.');
    await expect(doroLines(page)).toHaveCount(1);
    expect(await order(page)).toEqual(['disclosure', 'user', 'doro']);

    await page.getByRole('button', { name: 'End session' }).click();
    await expect(page.getByText('Your session has finished.')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'New session' }).click();
    await startSession(page, { firstTime: false });
    await expect(noticesOf(page, 'disclosure')).toHaveCount(1);
    await say(page, 'I am back after a while.');
    await expect(doroLines(page)).toHaveCount(1);
    expect(await order(page)).toEqual(['disclosure', 'user', 'doro']);
    await expect(noticesOf(page, 'disclosure')).toContainText('Doro is an AI, not a human.');
    await page.screenshot({ path: test.info().outputPath('notice-ut-adult-1280.png'), fullPage: true });
    await expectNoAxeViolations(page);
  });
});

/** Before the page loads: a voice that records what it is asked to read and finishes at once. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (utterance: SpeechSynthesisUtterance) => {
          said.push(utterance.text);
          setTimeout(() => utterance.dispatchEvent(new Event('end')), 0);
        },
        cancel: () => {},
      },
    });
    (window as unknown as { said: string[] }).said = said;
  });
}

const saidAloud = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);

for (const [name, place, spoken] of [
  ['New York', ['US', 'NY'], true],
  ['Ontario', ['CA', 'ON'], false],
] as const) {
  test(`${name}: with the sound on, the notice that Doro is an AI is ${spoken ? 'read aloud too' : 'written only'}`, async ({
    page,
  }) => {
    await recordSpeech(page);
    await signUp(page, uniqueEmail('voice'), { place });
    await page.goto('/doro-chat');
    await startSession(page, { firstTime: true });
    await page.getByRole('button', { name: 'Unmute' }).click();
    await say(page, 'Am I talking to a bot?');
    await expect(noticesOf(page, 'disclosure')).toHaveCount(1);
    await expect(doroLines(page)).toHaveCount(1);
    // The reply is read aloud either way (the sound is on): the notice only where the law asks it.
    const reply = (await doroLines(page).first().locator('[data-message-text]').textContent())!;
    await expect.poll(() => saidAloud(page)).toContain(reply);
    const notice = (await noticesOf(page, 'disclosure').textContent())!;
    expect((await saidAloud(page)).includes(notice)).toBe(spoken);
  });
}
