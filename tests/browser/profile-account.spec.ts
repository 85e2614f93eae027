/**
 * /profile, issue 18: the person sets their display name and changes their email and password (re-authenticating
 * with the current password, errors in plain words); "Forget" on a memory line waits with an Undo before anything
 * is sent; the short buttons carry tooltips with the spec's delay.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { api, chatUser, finishedSession, rememberingUser } from '../integration/chat-client';
import { TEST_USER_PASSWORD, type TestUser } from '../integration/emulator-users';
import { emulatorHost, logIn, testServerUrl } from './helpers';

const baseUrl = testServerUrl;
const password = TEST_USER_PASSWORD; // what chatUser signs up with
// src/features/memory/MemoryPanel.tsx FORGET_UNDO_MS
const undoMs = 8000;

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** Signing in with the emulator's REST API: true when the email and password are accepted. */
async function canSignIn(email: string, secret: string): Promise<boolean> {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: secret, returnSecureToken: true }),
    },
  );
  return response.ok;
}

async function nameOnServer(user: TestUser): Promise<unknown> {
  return (await api(baseUrl, user, '/users/me/name')).body.name;
}

const account = (page: Page) => page.getByRole('region', { name: 'Account', exact: true });

test('the display name is set on /profile by keyboard, trimmed, and shows in the header; a bad name is refused and changes nothing', async ({
  page,
}) => {
  const user = await chatUser(baseUrl, emulatorHost());
  await logIn(page, user.email);
  await page.goto('/profile');
  await expect(page.getByTestId('account-name')).toHaveText('Not set');

  const change = account(page).getByRole('button', { name: 'Change your name' });
  await change.focus();
  await page.keyboard.press('Enter');
  const field = account(page).getByRole('textbox', { name: 'Your name' });
  await expect(field).toBeFocused();

  await field.fill('    ');
  await page.keyboard.press('Enter');
  await expect(account(page)).toContainText('Enter the name Doro should use for you.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('x'.repeat(61));
  await page.keyboard.press('Enter');
  await expect(account(page)).toContainText('Use at most 60 characters for your name (this one has 61).');
  expect(await nameOnServer(user)).toBeNull();

  await expectNoAxeViolations(page);
  await field.fill('  Ada Byron  ');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('account-name')).toHaveText('Ada Byron');
  await expect(account(page).getByRole('status').filter({ hasText: 'Your name is now Ada Byron.' })).toBeVisible();
  await expect(change).toBeFocused();
  expect(await nameOnServer(user)).toBe('Ada Byron');
  // Where the name is shown: the header's account menu, now and after a reload.
  await expect(page.getByRole('button', { name: 'Account menu for Ada Byron' }).first()).toBeAttached();
  await page.reload();
  await expect(page.getByTestId('account-name')).toHaveText('Ada Byron');
  await expect(page.getByRole('button', { name: 'Account menu for Ada Byron' }).first()).toBeAttached();
});

test('the password changes after the current one is given; a wrong current password is refused in plain words', async ({
  page,
}) => {
  const user = await chatUser(baseUrl, emulatorHost());
  await logIn(page, user.email);
  await page.goto('/profile');
  await account(page).getByRole('button', { name: 'Change your password' }).click();
  const form = page.getByRole('form', { name: 'Change your password' });
  await expect(form.getByLabel('Current password')).toBeFocused();

  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password').fill('quiet-harbour-77');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');
  expect(await canSignIn(user.email, password)).toBe(true);

  await form.getByLabel('Current password').fill(password);
  await form.getByLabel('New password').fill('abc');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form).toContainText('Use at least 6 characters for your password.');
  expect(await canSignIn(user.email, password)).toBe(true);

  await form.getByLabel('New password').fill('quiet-harbour-77');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form).toBeHidden();
  await expect(account(page)).toContainText('Your password was changed.');
  expect(await canSignIn(user.email, 'quiet-harbour-77')).toBe(true);
  expect(await canSignIn(user.email, password)).toBe(false);
});

test('the email changes through the link mailed to the new address, after the current password; the profile then shows it', async ({
  page,
  browser,
}) => {
  const user = await chatUser(baseUrl, emulatorHost());
  const newEmail = `moved-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await logIn(page, user.email);
  await page.goto('/profile');
  await account(page).getByRole('button', { name: 'Change your email' }).click();
  const form = page.getByRole('form', { name: 'Change your email' });
  await form.getByLabel('New email').fill('not an email');
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(form).toContainText('Enter the new email address, like name@example.com.');
  await expect(form.getByLabel('New email')).toBeFocused();

  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Current password').fill('wrong password');
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');

  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(account(page)).toContainText(`We sent a link to ${newEmail}.`);
  await expect(page.getByTestId('account-email')).toHaveText(user.email);

  // The link the emulator "mailed": opening it makes the change.
  const codes = (await (await fetch(`http://${emulatorHost()}/emulator/v1/projects/demo-doro/oobCodes`)).json()) as {
    oobCodes?: Array<{ email: string; newEmail?: string; requestType: string; oobLink: string }>;
  };
  const code = (codes.oobCodes ?? []).find(
    (candidate) => candidate.requestType === 'VERIFY_AND_CHANGE_EMAIL' && candidate.newEmail === newEmail,
  );
  expect(code, 'a confirmation link for the new email').toBeTruthy();
  expect((await fetch(code!.oobLink)).ok).toBe(true);
  expect(await canSignIn(newEmail, password)).toBe(true);

  const fresh = await browser.newPage({ baseURL: baseUrl });
  await logIn(fresh, newEmail);
  await fresh.goto('/profile');
  await expect(fresh.getByTestId('account-email')).toHaveText(newEmail);
  await fresh.close();
});

test('Forget puts an Undo in the line’s place, focused and announced; nothing is sent until the time is up, then the memory is gone', async ({
  page,
}) => {
  const user = await rememberingUser(baseUrl, emulatorHost());
  await finishedSession(baseUrl, user, 'My exams start next week and I cannot sleep.');
  const [item] = (await api(baseUrl, user, '/users/me/memory')).body.items;
  await logIn(page, user.email);
  await page.goto('/profile');
  const memory = page.getByRole('region', { name: 'What Doro remembers' });
  await expect(memory).toContainText(item.summary);

  await memory.getByRole('button', { name: /^Forget the session of/ }).focus();
  await page.keyboard.press('Enter');
  const undo = memory.getByRole('button', { name: /^Undo: keep the session of/ });
  await expect(undo).toBeFocused();
  await expect(memory).not.toContainText(item.summary);
  await expect(memory.getByRole('status')).toContainText(
    /Doro will forget the session of .+ in 8 seconds\. Undo keeps it\./,
  );
  await expectNoAxeViolations(page);
  await page.waitForTimeout(1500);
  expect((await api(baseUrl, user, '/users/me/memory')).body.items).toHaveLength(1);

  await expect(memory.getByRole('status')).toContainText(/Doro forgot the session of/, { timeout: undoMs + 5000 });
  expect((await api(baseUrl, user, '/users/me/memory')).body.items).toEqual([]);
  await expect(undo).toBeHidden();
  await expect(memory).toContainText('Doro doesn’t remember anything yet.');
  await expect(memory.getByRole('heading', { name: 'What Doro remembers' })).toBeFocused();
});

test('Undo keeps the line, by keyboard, and the server still has it once the time has passed', async ({ page }) => {
  const user = await rememberingUser(baseUrl, emulatorHost());
  await finishedSession(baseUrl, user, 'My exams start next week and I cannot sleep.');
  const [item] = (await api(baseUrl, user, '/users/me/memory')).body.items;
  await logIn(page, user.email);
  await page.goto('/profile');
  const memory = page.getByRole('region', { name: 'What Doro remembers' });
  const forget = memory.getByRole('button', { name: /^Forget the session of/ });
  await forget.focus();
  await page.keyboard.press('Enter');
  await expect(memory.getByRole('button', { name: /^Undo: keep the session of/ })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(memory).toContainText(item.summary);
  await expect(forget).toBeFocused();
  await expect(memory.getByRole('status')).toContainText(/Kept: Doro still remembers the session of/);
  await page.waitForTimeout(undoMs + 2000);
  expect((await api(baseUrl, user, '/users/me/memory')).body.items.map((kept: { id: string }) => kept.id)).toEqual([
    item.id,
  ]);
  await page.reload();
  await expect(memory).toContainText(item.summary);
});

test('the short buttons on /profile show their tooltip: on hover after the 100 ms delay, and on keyboard focus', async ({
  page,
}) => {
  const user = await rememberingUser(baseUrl, emulatorHost());
  await finishedSession(baseUrl, user, 'My exams start next week and I cannot sleep.');
  await logIn(page, user.email);
  await page.goto('/profile');
  const memory = page.getByRole('region', { name: 'What Doro remembers' });
  const forget = memory.getByRole('button', { name: /^Forget the session of/ });
  await expect(forget).toBeVisible();

  // When the tip appears, measured in the page from the pointer's arrival on the button.
  await forget.evaluate((button) => {
    const times = { enter: 0, shown: 0 };
    (window as unknown as { tipTimes: typeof times }).tipTimes = times;
    button.addEventListener('pointerenter', () => (times.enter = performance.now()), { once: true });
    new MutationObserver((_records, observer) => {
      if (document.querySelector('[role="tooltip"]')) {
        times.shown = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await forget.hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toHaveText(/Doro stops remembering this session; its history stays/);
  const times = await page.evaluate(
    () => (window as unknown as { tipTimes: { enter: number; shown: number } }).tipTimes,
  );
  expect(times.enter).toBeGreaterThan(0);
  expect(times.shown - times.enter).toBeGreaterThanOrEqual(90);
  // Away from the button and its tip (Radix keeps it open while the pointer heads for the tip).
  // To the screen's bottom-left corner, not a place measured from the button: the page's other sections may still
  // be filling in, and the button can move under a point measured a moment before.
  await page.mouse.move(1, page.viewportSize()!.height - 1, { steps: 5 });
  await expect(tip).toBeHidden();

  // By keyboard: the tip opens with the focus, and Escape closes it.
  const changeName = account(page).getByRole('button', { name: 'Change your name' });
  await changeName.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(changeName).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Change your name');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
});
