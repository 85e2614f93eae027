/**
 * Where a person lives (issue 20), in Chromium as a person uses it: sign-up asks the place and, for a 13-year-old in
 * Quebec, a guardian's consent before the account exists; an account made without a place is asked once on the
 * home page (answered or skipped); /profile changes it.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpTestUser } from '../integration/emulator-users';
import { emulatorHost, fillConsent, logIn, uniqueEmail } from './helpers';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

test("a 13-year-old in Quebec needs a guardian's consent before the account is created", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('quebec'));
  await page.getByLabel('Password', { exact: true }).fill('calm-river-42');
  await page.getByLabel('Confirm password').fill('calm-river-42');
  await fillConsent(page, { age: 13, place: ['CA', 'QC'] });
  await page.getByLabel('A parent or guardian has given me permission to use Doro.').check();

  const guardian = page.getByRole('group', { name: "Your parent's or guardian's consent" });
  await expect(guardian).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  // Refused before any account: still on /signup, each missing answer said.
  await expect(page).toHaveURL(/\/signup$/);
  await expect(guardian.getByText("Please enter your parent's or guardian's name.")).toBeVisible();
  await expect(guardian.getByText(/needs to confirm their consent/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/pw-h5/signup-guardian-375.png', fullPage: true });

  await guardian.getByLabel("Parent's or guardian's name").fill('Marie Tremblay');
  await guardian.getByLabel("Parent's or guardian's email").fill('marie@example.com');
  await guardian.getByLabel(/I am the parent or legal guardian/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  // The place was given at sign-up: the home page does not ask it again.
  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByTestId('account-place')).toHaveText('Quebec, Canada');
});

test('at 14 in Quebec, or 13 in Ontario, no guardian consent is asked', async ({ page }) => {
  await page.goto('/signup');
  await fillConsent(page, { age: 14, place: ['CA', 'QC'] });
  await expect(page.getByLabel('A parent or guardian has given me permission to use Doro.')).toBeVisible();
  await expect(page.getByRole('group', { name: "Your parent's or guardian's consent" })).toHaveCount(0);
  await fillConsent(page, { age: 13, place: ['CA', 'ON'] });
  await expect(page.getByRole('group', { name: "Your parent's or guardian's consent" })).toHaveCount(0);
  // "I'd rather not say" brings the strictest rule: under 14 asks it.
  await fillConsent(page, { age: 13, place: 'unknown' });
  await expect(page.getByRole('group', { name: "Your parent's or guardian's consent" })).toBeVisible();
});

test('an account without a place is asked once on the home page, and /profile changes it', async ({ page }) => {
  const user = await signUpTestUser(emulatorHost(), uniqueEmail('noplace'));
  await logIn(page, user.email);
  const card = page.getByRole('region', { name: 'Where do you live?' });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Saving without a choice says what is missing; skipping answers it.
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText(/choose where you live/)).toBeVisible();
  await card.getByRole('button', { name: 'Skip: I’d rather not say' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You can change it any time on your profile.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where do you live?' })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByTestId('account-place')).toHaveText('Not said: the strictest protections apply');
  const change = page.getByRole('button', { name: 'Change where you live' });
  await change.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Where you live' });
  await form.getByLabel('Where you live').selectOption('US');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please choose your state.')).toBeVisible();
  await form.getByLabel('State').selectOption('WA');
  // On a busy machine a frame can come before React has put the button back: a frame callback that runs at once
  // stands for that, so a focus moved on the next frame would find no button.
  await page.evaluate(() => {
    window.requestAnimationFrame = (callback) => {
      callback(performance.now());
      return 0;
    };
  });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('account-place')).toHaveText('Washington, United States');
  await expect(change).toBeFocused();
  await expectNoAxeViolations(page);
});
