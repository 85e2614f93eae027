/**
 * A newcomer's journeys in Chromium (issue 18): every link of a questionnaire's result goes where it says; a
 * questionnaire taken before signing up is saved to the new account; logging in from a page that needs an account
 * goes back to it (and never to another site); the chat's start and a questionnaire's result put the focus where
 * a keyboard user goes on from.
 */
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './helpers';

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
