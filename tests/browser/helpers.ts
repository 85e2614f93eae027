import { type ChildProcess, spawn } from 'node:child_process';
import { expect, type Locator, type Page, test, type WebSocket } from '@playwright/test';
import { chatUser } from '../integration/chat-client';
import { TEST_USER_PASSWORD } from '../integration/emulator-users';

export async function layoutOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.layout);
}

/** A unique address, so every test gets an account of its own in the emulator. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date of birth ('YYYY-MM-DD') for someone who turned `years` old `daysAgo` days ago, in local time. */
export function birthDateForAge(years: number, daysAgo = 30): string {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  date.setFullYear(date.getFullYear() - years);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/**
 * The sign-up form's age, place and terms: an adult's date of birth, Ontario (no guardian rule) and the terms
 * accepted, unless told otherwise. `place` is [country, province or state] codes, or 'unknown' for "I'd rather not say".
 */
export async function fillConsent(
  page: Page,
  { age = 30, acceptTerms = true, place = ['CA', 'ON'] as readonly [string, string?] | 'unknown' } = {},
): Promise<void> {
  await page.getByLabel('Date of birth').fill(birthDateForAge(age));
  await choosePlace(page, place);
  if (acceptTerms) await page.getByLabel(/I accept the Terms of Service and Privacy Policy/).check();
}

/** Where the person lives, on the sign-up form: [country, province or state] codes, or "I'd rather not say". */
export async function choosePlace(
  page: Page,
  place: readonly [string, string?] | 'unknown' = ['CA', 'ON'],
): Promise<void> {
  if (place === 'unknown') await page.getByLabel('Where you live').selectOption('unknown');
  else {
    await page.getByLabel('Where you live').selectOption(place[0]);
    if (place[1]) await page.getByLabel(place[0] === 'CA' ? 'Province or territory' : 'State').selectOption(place[1]);
  }
}

/** Signs up through the real form (as a person would) and waits for the logged-in landing. */
export async function signUp(
  page: Page,
  email = uniqueEmail(),
  consent: Parameters<typeof fillConsent>[1] = {},
): Promise<string> {
  const password = 'calm-river-42';
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await fillConsent(page, consent);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  return email;
}

/** The same as signUp, for a person whose interface is in French (an adult in Quebec). */
export async function signUpInFrench(page: Page, email = uniqueEmail()): Promise<string> {
  const password = 'calm-river-42';
  await page.goto('/signup');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByLabel('Date de naissance').fill(birthDateForAge(30));
  await page.getByLabel('Lieu de résidence').selectOption('CA');
  await page.getByLabel('Province ou territoire').selectOption('QC');
  await page.getByLabel(/J’accepte les Conditions d’utilisation et la Politique de confidentialité/).check();
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return email;
}

/**
 * Opens the chat from the header's main navigation. Right after signing up, the page can still be settling (the
 * form and the route guard both take the person home): a click that lands then was once lost in CI, so the click is
 * made again until the chat's address is reached.
 */
export async function openChatFromNav(page: Page): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Doro', exact: true });
  await expect(async () => {
    if (!page.url().endsWith('/doro-chat')) await link.click();
    await expect(page).toHaveURL(/\/doro-chat$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** The types of the server's chat frames, in the order they arrived. */
export function recordFrameTypes(page: Page): string[] {
  const types: string[] = [];
  page.on('websocket', (socket: WebSocket) => {
    socket.on('framereceived', ({ payload }) => {
      types.push((JSON.parse(String(payload)) as { type: string }).type);
    });
  });
  return types;
}

/** Presses Tab until the target has the focus: reaching it proves keyboard users can. */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: the target is not on the page');
  for (let press = 0; press < maxPresses; press += 1) {
    if (await handle.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`tabTo: not reached in ${maxPresses} presses of Tab`);
}

/** The page's signed-in user's Firebase ID token, read from the stored user cookie. */
export async function idTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'doro_user');
  if (!cookie) throw new Error('No user cookie: the page is not signed in');
  return (JSON.parse(decodeURIComponent(cookie.value)) as { accessToken: string }).accessToken;
}

/** Our API as the page's signed-in user. */
export async function apiAs<T>(
  page: Page,
  path: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<{ status: number; body: T }> {
  const response = await page.request.fetch(new URL(path, page.url()).toString(), {
    method,
    headers: { Authorization: `Bearer ${await idTokenOf(page)}` },
  });
  return { status: response.status(), body: (await response.json()) as T };
}

/**
 * A describe block's own server whose free allowance is 12 seconds a month, on the browser-test port plus `offset`
 * (each spec file its own offset, so files running side by side never share one).
 */
export function useFewMinutesServer(offset: number): void {
  useOwnServer(offset, { DORO_FREE_MINUTES_PER_MONTH: '0.2' });
}

/** A describe block's own server with settings of its own (`env`), on the browser-test port plus `offset`. */
export function useOwnServer(offset: number, env: Record<string, string>): void {
  const port = Number(process.env.DORO_BROWSER_TEST_PORT ?? 3210) + offset;
  let server: ChildProcess | undefined;
  test.use({ baseURL: `http://localhost:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = spawn(process.execPath, ['--import', 'tsx', 'tests/browser/serve.ts'], {
      env: { ...process.env, DORO_BROWSER_TEST_PORT: String(port), ...env },
      stdio: 'inherit',
    });
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            (response) => response.ok,
            () => false,
          ),
        {
          timeout: 170_000,
        },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });
}

/** The browser-test server's address (tests/browser/serve.ts, the port playwright.config.ts gives it). */
export const testServerUrl = `http://localhost:${process.env.DORO_BROWSER_TEST_PORT ?? 3210}`;

/** The run's Auth emulator, where test users are made (tests/integration/emulator-users.ts). */
export function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST must name the run’s Auth emulator');
  return host;
}

/** Logs in on /login as a person would, and waits for the home page. */
export async function logIn(page: Page, email: string, secret = TEST_USER_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A new person with chat minutes, logged in on /doro-chat, who pressed 'Start session' (the style dialog is open). */
export async function openChatAsNewUser(page: Page, { beforeStart = false } = {}): Promise<void> {
  const user = await chatUser(testServerUrl, emulatorHost());
  await logIn(page, user.email);
  await page.goto('/doro-chat');
  // `beforeStart`: left on the chat page with 'Start session' not pressed yet.
  if (!beforeStart) await page.getByRole('button', { name: 'Start session' }).click();
}

/** The same, then 'Begin' with the style already chosen: the session is starting. */
export async function startChatAsNewUser(page: Page): Promise<void> {
  await openChatAsNewUser(page);
  await page
    .getByRole('dialog', { name: 'How should Doro help today?' })
    .getByRole('button', { name: 'Begin' })
    .click();
}

/** How many pixels differ between two screenshots of the same size, read by the browser itself. */
export async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: it cannot live outside
      const pixels = async (base64: string) => {
        // Decoded here, not fetched: the app's CSP allows no data: URL to be fetched.
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x, y] = await Promise.all([pixels(first!), pixels(second!)]);
      if (x.length !== y.length) return Number.POSITIVE_INFINITY;
      let differing = 0;
      for (let index = 0; index < x.length; index += 4) {
        if (x[index] !== y[index] || x[index + 1] !== y[index + 1] || x[index + 2] !== y[index + 2]) differing += 1;
      }
      return differing;
    },
    [a.toString('base64'), b.toString('base64')],
  );
}
