/**
 * /plans in Chromium (issue 7), local test mode: anyone sees the plans in CAD; a signed-in user buys a tier through
 * the TEST MODE checkout page, sees it as the current plan with its minutes added, manages it in the TEST MODE
 * portal, and a wrong promo code gets the server's words.
 */
import { expect, test } from '@playwright/test';
import { chatUser } from '../integration/chat-client';

const baseUrl = `http://localhost:${process.env.DORO_BROWSER_TEST_PORT ?? 3210}`;

test('logged out: the plans and their prices, in test mode, with sign-up to choose one', async ({ page }) => {
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('TEST MODE');
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('heading', { level: 2 })).toHaveText(['Free trial', 'Monthly', 'Yearly']);
  await expect(plans).toContainText('$14.99 CAD per month');
  await expect(page.getByRole('link', { name: 'Sign up to choose Monthly' })).toHaveAttribute('href', '/signup');
});

test('a signed-in user buys Monthly in TEST MODE, gets its minutes, and manages the plan', async ({ page }) => {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST must name the run’s Auth emulator');
  const user = await chatUser(baseUrl, emulatorHost);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/plans');
  await expect(page.getByTestId('current-plan')).toContainText('Free trial');
  const remaining = page.getByTestId('remaining');
  await expect(remaining).toContainText(/Left this month: \d+ minutes/);
  const minutesBefore = Number(/(\d+) minutes/.exec((await remaining.textContent()) ?? '')![1]);

  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page).toHaveURL(/\/plans\/test-checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'TEST MODE checkout' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('TEST MODE: no real payment is taken');
  await expect(page.getByText('$14.99 CAD per month')).toBeVisible();
  await page.getByRole('button', { name: 'Pay in TEST MODE (no money moves)' }).click();

  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByTestId('current-plan')).toContainText('Monthly');
  await expect(page.getByTestId('current-plan')).toContainText(/Active, renews on/);
  await expect(remaining).toContainText(`Left this month: ${minutesBefore + 360} minutes`);
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);

  await page.getByRole('button', { name: 'Manage plan' }).click();
  await expect(page).toHaveURL(/\/plans\/test-portal$/);
  await expect(page.getByRole('note')).toContainText('TEST MODE');
  await page.getByRole('button', { name: 'Cancel at the end of the period' }).click();
  await expect(page.getByRole('main')).toContainText('then ends');
  await page.getByRole('button', { name: 'Resume plan' }).click();
  await expect(page.getByRole('main')).toContainText(/renews on/);
  await page.getByRole('button', { name: /^Change to Yearly/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Yearly' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to plans' }).click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByRole('alert')).toContainText('That promo code does not exist');
});
