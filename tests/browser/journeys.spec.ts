/**
 * A newcomer's journeys in Chromium (issue 18): every link of a questionnaire's result goes where it says; a
 * questionnaire taken before signing up is saved to the new account; logging in from a page that needs an account
 * goes back to it (and never to another site); the chat's start and a questionnaire's result put the focus where
 * a keyboard user goes on from.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './helpers';

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((n) => n.target) }))).toEqual([]);
}

/** Takes WHO-5 (five items) from its intro to the result, answering every item the same way. */
async function takeWho5(page: Page): Promise<void> {
  await page.goto('/questionnaire/wellbeing/who-5');
  await page.getByRole('button', { name: 'Start the questionnaire' }).click();
  for (let item = 1; item <= 5; item += 1) {
    await page.getByRole('radio', { name: 'Most of the time', exact: true }).check();
    await page.getByRole('button', { name: /^(Next|See my result)$/ }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: /^Your result: WHO-5/ })).toBeVisible();
}

test.describe('the links of a questionnaire result', () => {
  const visitorLinks = [
    { name: 'Sign up to talk it through with Doro', url: /\/signup$/, heading: 'Create your account' },
    { name: 'create an account', url: /\/signup$/, heading: 'Create your account' },
    { name: 'log in', url: /\/login$/, heading: 'Welcome back' },
    { name: 'All questionnaires', url: /\/database$/, heading: 'Questionnaires' },
  ];

  test('no link of the result carries undefined, null or NaN', async ({ page }) => {
    await takeWho5(page);
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) expect(href).not.toMatch(/undefined|null|NaN/);
  });

  for (const link of visitorLinks) {
    test(`a visitor's "${link.name}" opens ${link.heading}`, async ({ page }) => {
      await takeWho5(page);
      await page.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.url);
      await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      await expect(page.getByText('Questionnaire not found')).toHaveCount(0);
      // It stays there: nothing sends the page back to the questionnaire a moment later.
      await page.waitForTimeout(500);
      await expect(page).toHaveURL(link.url);
    });
  }

  test('signed in, "Talk it through with Doro" opens the chat and "All questionnaires" the list', async ({ page }) => {
    await signUp(page);
    await takeWho5(page);
    await expect(page.getByText('This result is saved to your profile')).toBeVisible();
    await page.getByRole('link', { name: 'Talk it through with Doro' }).click();
    await expect(page).toHaveURL(/\/doro-chat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Talk with Doro' })).toBeVisible();

    await takeWho5(page);
    await page.getByRole('link', { name: 'All questionnaires' }).click();
    await expect(page).toHaveURL(/\/database$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeVisible();
  });
});

test.describe('the focus by keyboard', () => {
  test('starting a chat session puts the focus in the message box', async ({ page }) => {
    test.slow();
    await signUp(page);
    await page.goto('/doro-chat');
    const start = page.getByRole('button', { name: 'Start session' });
    await expect(start).toBeVisible();
    await start.focus();
    await page.keyboard.press('Enter');

    // The disclaimer (first session): its accept button by keyboard.
    const disclaimer = page.getByRole('dialog', { name: 'Before you start' });
    await expect(disclaimer).toBeVisible();
    const accept = disclaimer.getByRole('button', { name: 'I understand and accept' });
    for (let press = 0; press < 10 && !(await accept.evaluate((element) => element === document.activeElement)); press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');

    // How Doro should help: a choice by arrows, then Begin.
    const popup = page.getByRole('dialog', { name: 'How should Doro help today?' });
    await expect(popup).toBeVisible();
    const begin = popup.getByRole('button', { name: 'Begin' });
    for (let press = 0; press < 10 && !(await begin.evaluate((element) => element === document.activeElement)); press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(begin).toBeFocused();
    await page.keyboard.press('Enter');

    const messageBox = page.getByRole('textbox', { name: 'Message' });
    await expect(messageBox).toBeFocused();
    // Typing goes straight in, and Enter sends it.
    await page.keyboard.type('Hello Doro');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log', { name: 'Messages' }).locator('li[data-role="user"]')).toContainText(['Hello Doro']);
  });

  test("a questionnaire's result takes the focus on its heading, and Tab goes on into the result", async ({ page }) => {
    await page.goto('/questionnaire/wellbeing/who-5');
    const startButton = page.getByRole('button', { name: 'Start the questionnaire' });
    await startButton.focus();
    await page.keyboard.press('Enter');
    for (let item = 1; item <= 5; item += 1) {
      await expect(page.getByText(`Question ${item} of 5`)).toBeVisible();
      // Tab into the group, the arrows choose, Enter goes on.
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
    const heading = page.getByRole('heading', { level: 1, name: /^Your result: WHO-5/ });
    await expect(heading).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is inside the result, not the top of the page.
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await expectAxeClean(page);
  });
});
