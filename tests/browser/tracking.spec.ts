/**
 * Analytics and the ad pixel (issue 8 items 4-6). With nothing configured no request leaves the app's origin and
 * no consent banner shows. With a pixel id (a second server, the script served by a local double): nothing loads
 * before consent; after it, the pixel is initialised once with the lowercased email, gets a page view per path
 * change with ids replaced, and a named event whose id is the X-Event-ID of the API call it accompanies.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { devices, expect, type Page, test } from '@playwright/test';
import { freePort, waitFor } from '../../scripts/ports';
import { startPixelDouble } from '../doubles/pixel-double';
import { chatUser } from '../integration/chat-client';

test('nothing configured: pages load and navigate without a request to any other host, and no banner', async ({
  page,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL!).origin;
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const label of ['Blog', 'Challenge', 'Plans', 'Questionnaires']) {
    await page.getByRole('banner').getByRole('link', { name: label, exact: true }).first().click();
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/about');
  await page.waitForLoadState('networkidle');

  expect([...origins]).toEqual([appOrigin]);
  await expect(page.getByRole('region', { name: 'Cookies for analytics and ads' })).toHaveCount(0);
  expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');
});

test("on a phone, the sign-in pages load Firebase Auth without Google's popup script (no request to another host)", async ({
  browser,
  baseURL,
}) => {
  // Firebase's default Auth sets up the Google popup at once on mobile browsers, fetching apis.google.com's script
  // on every page that loads Auth; only the Google button should.
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const page = await context.newPage();
  const appOrigin = new URL(baseURL!).origin;
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
  expect([...origins]).toEqual([appOrigin]);
  await context.close();
});

type PixelCall = unknown[];
const pixelCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { pixelDoubleCalls?: PixelCall[] }).pixelDoubleCalls ?? []);
const pageViewPaths = (calls: PixelCall[]) =>
  calls
    .filter((call) => call[0] === 'track' && call[1] === 'PageView')
    .map((call) => (call[2] as { page_path: string }).page_path);

test.describe('a pixel id configured', () => {
  let server: ChildProcess | undefined;
  let pixel: Awaited<ReturnType<typeof startPixelDouble>>;
  let port = 0;
  // No CSP bypass: the double's script comes from another origin, so this also proves the CSP lets the configured
  // pixel in (server/http/tracking-csp.ts).

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    pixel = await startPixelDouble();
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'tests/browser/serve.ts'], {
      env: {
        ...process.env,
        DORO_BROWSER_TEST_PORT: String(port),
        PIXEL_ID: '1234567890',
        DORO_PIXEL_SCRIPT_URL: pixel.scriptUrl,
      },
      stdio: 'inherit',
    });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, 170_000, 'the pixel server');
  });

  test.afterAll(async () => {
    await pixel?.close();
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    // serve.ts keeps a database folder per port; this port was a random one, so its folder is not reused.
    rmSync(`.test-data/browser-${port}`, { recursive: true, force: true });
  });

  test('after consent: one init with the lowercased email, a page view per path, the event id as X-Event-ID', async ({
    page,
  }) => {
    test.slow();
    const baseUrl = `http://localhost:${port}`;
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST must name the run’s Auth emulator');
    const user = await chatUser(baseUrl, emulatorHost);

    await page.goto(`${baseUrl}/login`);
    const banner = page.getByRole('region', { name: 'Cookies for analytics and ads' });
    await expect(banner).toBeVisible();
    await page.getByLabel('Email').fill(user.email.toUpperCase());
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`${baseUrl}/plans`);
    await expect(banner).toBeVisible();
    // Nothing is loaded before the visitor chooses.
    expect(pixel.scriptLoads()).toBe(0);
    expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(async () => pageViewPaths(await pixelCalls(page))).toEqual(['/plans']);

    const createSession = page.waitForRequest((request) => request.url().includes('/api/checkout/create-session/'));
    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    const eventIdHeader = (await createSession).headers()['x-event-id'];
    await expect(page).toHaveURL(/\/plans\/test-checkout\/[0-9a-f-]{36}$/);
    const checkoutSessionId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.getByRole('banner').getByRole('link', { name: 'Challenge', exact: true }).first().click();
    await expect(page).toHaveURL(/\/challenge$/);

    await expect
      .poll(async () => pageViewPaths(await pixelCalls(page)))
      .toEqual(['/plans', '/plans/test-checkout/:id', '/blog', '/challenge']);
    const calls = await pixelCalls(page);
    const inits = calls.filter((call) => call[0] === 'init');
    expect(inits).toEqual([['init', '1234567890', { external_id: user.uid, em: user.email.toLowerCase() }]]);
    const named = calls.filter((call) => call[0] === 'track' && call[1] === 'InitiateCheckout');
    expect(named).toHaveLength(1);
    expect(eventIdHeader).toBeTruthy();
    expect((named[0]![3] as { eventID: string }).eventID).toBe(eventIdHeader);
    // The id in the checkout page's path reaches the pixel nowhere.
    expect(JSON.stringify(calls)).not.toContain(checkoutSessionId);

    // The choice is remembered: the next page load asks nothing and the pixel starts at once.
    await page.reload();
    await expect.poll(async () => pageViewPaths(await pixelCalls(page))).toEqual(['/challenge']);
    await expect(banner).toHaveCount(0);
  });

  test('declining keeps the pixel off, and the choice is remembered', async ({ page }) => {
    const baseUrl = `http://localhost:${port}`;
    const loadsBefore = pixel.scriptLoads();
    await page.goto(`${baseUrl}/about`);
    const banner = page.getByRole('region', { name: 'Cookies for analytics and ads' });
    await expect(banner).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[aria-labelledby="consent-banner-title"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner).toHaveCount(0);
    expect(pixel.scriptLoads()).toBe(loadsBefore);
    expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');
  });
});
