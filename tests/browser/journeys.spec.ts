/**
 * A newcomer's journeys in Chromium (issue 18): every link of a questionnaire's result goes where it says; a
 * questionnaire taken before signing up is saved to the new account; logging in from a page that needs an account
 * goes back to it (and never to another site); the chat's start and a questionnaire's result put the focus where
 * a keyboard user goes on from.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, fillConsent, signUp, uniqueEmail } from './helpers';

const password = 'calm-river-42';

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((n) => n.target) })),
  ).toEqual([]);
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

/** The sign-up form, filled and sent as a person would; the page it lands on is the caller's to check. */
async function fillSignUp(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await fillConsent(page);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function fillLogIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs out through the account menu and its confirmation, as a person would. */
async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('alertdialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** An account made through the sign-up form, then logged out again: the page is a visitor's with an account. */
async function accountLoggedOut(page: Page): Promise<string> {
  const email = await signUp(page, uniqueEmail('journey'));
  await logOut(page);
  return email;
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
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
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

test('a PHQ-9 taken logged out is saved to the account made from its result, and shows in the profile', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto('/questionnaire/depression/phq-9');
  await page.getByRole('button', { name: 'Start the questionnaire' }).click();
  for (let item = 1; item <= 9; item += 1) {
    await page.getByRole('radio', { name: item <= 3 ? 'Several days' : 'Not at all', exact: true }).check();
    await page.getByRole('button', { name: /^(Next|See my result)$/ }).click();
  }
  await expect(page.getByText('3 out of 27')).toBeVisible();
  await expect(page.getByText(/create an account or log in, and it is saved to your profile/)).toBeVisible();

  await page.getByRole('link', { name: 'create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await fillSignUp(page, uniqueEmail('phq'));
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  // Saved to the account itself, not only kept in this tab: the server has it, once (its answer is in snake_case).
  await expect
    .poll(
      async () =>
        (await apiAs<{ responses: { test_id: string; total_score: number }[] }>(page, '/api/users/me/ptests/responses'))
          .body.responses,
      { timeout: 15_000 },
    )
    .toEqual([expect.objectContaining({ test_id: 'phq-9', total_score: 3 })]);

  // Another tab (which shares nothing of this one's storage) shows it in the profile.
  const other = await context.newPage();
  await other.goto('/profile');
  const trend = other.getByTestId('trend-phq-9');
  await expect(trend).toBeVisible({ timeout: 20_000 });
  await expect(trend.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(trend.getByRole('table').getByRole('row').nth(1)).toContainText('3');
  await other.close();

  // And this tab's profile, reached through the page, shows it once (not saved a second time).
  await page.getByRole('link', { name: /Your profile/ }).click();
  await expect(page.getByTestId('trend-phq-9').getByRole('table').getByRole('row')).toHaveCount(2);
  const stored = await apiAs<{ responses: unknown[] }>(page, '/api/users/me/ptests/responses');
  expect(stored.body.responses).toHaveLength(1);
});

test('a kept result whose first save fails (the server busy for a moment) is saved by a later try, without a reload', async ({
  page,
}) => {
  test.slow();
  await page.goto('/questionnaire/anxiety/gad-7');
  await page.getByRole('button', { name: 'Start the questionnaire' }).click();
  for (let item = 1; item <= 7; item += 1) {
    await page.getByRole('radio', { name: item <= 2 ? 'Several days' : 'Not at all', exact: true }).check();
    await page.getByRole('button', { name: /^(Next|See my result)$/ }).click();
  }
  await expect(page.getByText('2 out of 21')).toBeVisible();

  // The first two saves meet a server that cannot take them (503, as while its database restarts); later ones pass.
  let refused = 0;
  // The save names the interface's language (?lang=en): the pattern takes any query.
  await page.route('**/api/users/me/ptests/*/responses?*', async (route) => {
    if (route.request().method() === 'POST' && refused < 2) {
      refused += 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
      return;
    }
    await route.continue();
  });

  await page.getByRole('link', { name: 'create an account' }).click();
  await fillSignUp(page, uniqueEmail('gad-retry'));
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  await expect
    .poll(
      async () =>
        (await apiAs<{ responses: { test_id: string; total_score: number }[] }>(page, '/api/users/me/ptests/responses'))
          .body.responses,
      { timeout: 30_000 },
    )
    .toEqual([expect.objectContaining({ test_id: 'gad-7', total_score: 2 })]);
  expect(refused).toBe(2);
});

test.describe('logging in from a page that needs an account', () => {
  test('opening /doro-chat logged out, then logging in, goes back to the chat', async ({ page }) => {
    const email = await accountLoggedOut(page);
    await page.goto('/doro-chat');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdoro-chat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await fillLogIn(page, email);
    await expect(page).toHaveURL(/\/doro-chat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Talk with Doro' })).toBeVisible();
    // And stays there: no later redirect sends the person home.
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/doro-chat$/);
  });

  test('opening /profile logged out, then choosing to create an account instead, goes to the profile', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup\?redirect=%2Fprofile$/);
    // The address changes before the sign-up form replaces the login form (which has an Email and a Password too).
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await fillSignUp(page, uniqueEmail('to-profile'));
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  });

  for (const target of ['https://example.com/steal', '//example.com/steal', '/\\example.com', 'javascript:alert(1)']) {
    test(`a return address of ${JSON.stringify(target)} is ignored: the login lands on Doro's home`, async ({
      page,
      baseURL,
    }) => {
      const email = await accountLoggedOut(page);
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await fillLogIn(page, email);
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
      await page.waitForTimeout(300);
      expect(page.url()).toBe(new URL('/', baseURL).href);
    });
  }
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
    for (
      let press = 0;
      press < 10 && !(await accept.evaluate((element) => element === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');

    // How Doro should help: a choice by arrows, then Begin.
    const popup = page.getByRole('dialog', { name: 'How should Doro help today?' });
    await expect(popup).toBeVisible();
    const begin = popup.getByRole('button', { name: 'Begin' });
    for (
      let press = 0;
      press < 10 && !(await begin.evaluate((element) => element === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(begin).toBeFocused();
    await page.keyboard.press('Enter');

    const messageBox = page.getByRole('textbox', { name: 'Message' });
    await expect(messageBox).toBeFocused();
    // Typing goes straight in, and Enter sends it.
    await page.keyboard.type('Hello Doro');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log', { name: 'Messages' }).locator('li[data-role="user"]')).toContainText([
      'Hello Doro',
    ]);
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
