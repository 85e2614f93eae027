import { expect, test, type Page } from '@playwright/test';
import { fillConsent } from './helpers';

async function layoutOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.layout);
}

test('a new user signs up, stays signed in across a reload, and logs out through the confirmation', async ({
  page,
}) => {
  const email = `new-user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'calm-river-42';

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await layoutOf(page)).toBe('home');
  await expect(page.getByRole('link', { name: /help is available/i })).toHaveAttribute(
    'href',
    'https://findahelpline.com',
  );

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  expect(await layoutOf(page)).toBe('auth');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await fillConsent(page);
  await page.getByRole('button', { name: 'Create account' }).click();

  // The logged-in landing: a greeting, and the profile menu instead of Log in / Get Started.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  expect(await layoutOf(page)).toBe('home');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Logout' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to logout?');
  await dialog.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await layoutOf(page)).toBe('auth');

  // Signed out for real: after a reload the landing is the public one again.
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect(await layoutOf(page)).toBe('home');
});

test('sign-up explains a short password and mismatched confirmation in plain words', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 6 characters for your password.')).toBeVisible();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a wrong password is refused with a Login Error', async ({ page }) => {
  await page.goto('/login');
  expect(await layoutOf(page)).toBe('auth');
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Login Error: /);
  await expect(page).toHaveURL(/\/login$/);
});
