/**
 * Issue 18, what a newcomer still hit at 375 px and 1280 px: the profile's safety plan pushed down as the account
 * filled in (the last layout shift of /profile), the home page's "Welcome, <email>" broken mid-word, the safety plan's
 * examples cut off in their fields, the landing's particle dots drifting over its text, and the parental-permission
 * message of a 13 to 17 year old's sign-up shown only after pressing 'Create account'.
 */
import { expect, test } from '@playwright/test';
import { chatUser } from '../integration/chat-client';
import { emulatorHost, logIn, testServerUrl } from './helpers';

test('the profile: the safety plan keeps its place while the account and its sign-in fill in', async ({ page }) => {
  // Lighthouse's phone, and the account's data held back a moment, as on a slow network.
  await page.setViewportSize({ width: 412, height: 823 });
  const user = await chatUser(testServerUrl, emulatorHost());
  await logIn(page, user.email);
  await page.route('**/api/users/me/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  // Every position the plan's section takes, from its first frame on.
  await page.addInitScript(() => {
    const tops: number[] = [];
    (window as unknown as { planTops: number[] }).planTops = tops;
    const watch = () => {
      const section = document.getElementById('safety-plan');
      if (section) {
        const top = Math.round(section.getBoundingClientRect().top + window.scrollY);
        if (tops.at(-1) !== top) tops.push(top);
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto('/profile');
  await expect(page.getByTestId('account-email')).toHaveText(user.email);
  await expect(page.getByRole('button', { name: 'Change your password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make my safety plan' })).toBeVisible();
  const tops = await page.evaluate(() => (window as unknown as { planTops: number[] }).planTops);
  expect(tops.length, `the plan's section was drawn at ${tops.join(', ')}`).toBe(1);
});
