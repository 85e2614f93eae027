/**
 * Doro as an installable web app (issue 18): Chromium finds it installable (manifest, icons, a service worker
 * that handles fetches); after one visit the crisis page opens with no network at all and shows 988, 911 and Kids
 * Help Phone; the worker never keeps an API answer nor a page but the crisis page; the footer offers 'Install Doro'
 * exactly while the browser does.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './helpers';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** Waits until the service worker is active and controls the page. */
async function workerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every URL the page's origin keeps in Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return urls;
  });
}

async function expectCrisisLines(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /in crisis/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(page.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  await expect(page.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(page.getByRole('heading', { name: /Kids Help Phone/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 1-800-668-6868' })).toHaveAttribute('href', 'tel:18006686868');
  await expect(page.getByRole('link', { name: 'Text 686868' })).toHaveAttribute('href', 'sms:686868');
}

test('Chromium finds Doro installable: a manifest with its icons, and a service worker', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/');
  await workerControls(page);

  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as {
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  for (const icon of body.icons.filter((candidate) => candidate.type === 'image/png')) {
    const [width] = icon.sizes.split('x').map(Number);
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, icon.src);
    expect(size, icon.src).toEqual([width, width]);
  }
  expect(body.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // A test's browser context is always incognito, which Chromium never installs from: that one is not Doro's.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  // The CSP lets the manifest and the worker load (manifest-src and worker-src 'self').
  expect(refused).toEqual([]);
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 860 },
]) {
  test(`after one visit the crisis page opens with no network at all, at ${viewport.width} px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await workerControls(page);
    // The footer leads to it.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Crisis lines: 988, 911' })).toHaveAttribute(
      'href',
      '/crisis',
    );

    await context.setOffline(true);
    try {
      // Nothing reaches the server now: a request that must go there fails.
      expect(
        await page.evaluate(() =>
          fetch('/api/health').then(
            () => 'answered',
            () => 'failed',
          ),
        ),
      ).toBe('failed');

      await page.goto('/crisis');
      await expectCrisisLines(page);
      // Styled from the kept stylesheet: a call is a button-like link, not plain underlined text.
      await expect(page.getByRole('link', { name: 'Call 911' })).toHaveCSS('border-radius', '999px');
      await expect(page.getByText('988').first()).toBeVisible();
      await expect(page.getByText('911').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);

      // Any other page, with no network, shows the crisis lines rather than the browser's error.
      await page.goto('/blog');
      await expectCrisisLines(page);
    } finally {
      await context.setOffline(false);
    }
  });
}

test('the service worker never keeps an API answer, nor any page but the crisis page', async ({ page, context }) => {
  await signUp(page);
  await workerControls(page);
  const apiAnswers: Array<{ url: string; fromWorker: boolean }> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/'))
      apiAnswers.push({ url: url.pathname, fromWorker: response.fromServiceWorker() });
  });
  // Pages that read and show what the person wrote or holds: the profile, the chat, the questionnaires.
  for (const path of ['/profile', '/doro-chat', '/database', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(apiAnswers.length).toBeGreaterThan(0);
  // The worker does not even answer them: they go to the network as if it were not there.
  expect(apiAnswers.filter((answer) => answer.fromWorker)).toEqual([]);

  const kept = await cachedUrls(page);
  expect(kept).toContain('/crisis');
  // And its French twin (decision 033).
  expect(kept).toContain('/crise');
  // And the stylesheet both share.
  expect(kept).toContain('/crisis.css');
  expect(kept.some((url) => url.startsWith('/assets/'))).toBe(true);
  const notStatic = kept.filter(
    (url) =>
      !(
        url === '/crisis' ||
        url === '/crise' ||
        url === '/crisis.css' ||
        url.startsWith('/assets/') ||
        url.startsWith('/icons/') ||
        /^\/(favicon\.svg|manifest\.webmanifest)$/.test(url)
      ),
  );
  expect(notStatic).toEqual([]);

  // And offline, an API read is an error, never an old answer.
  await context.setOffline(true);
  try {
    expect(
      await page.evaluate(() =>
        fetch('/api/users/me/').then(
          (r) => `answered ${r.status}`,
          () => 'failed',
        ),
      ),
    ).toBe('failed');
  } finally {
    await context.setOffline(false);
  }
});

test("the footer says 'Install Doro' exactly while the browser offers it, and the button asks the browser", async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Home' })).toBeVisible();
  // No offer: no button, and no made-up store listings.
  await expect(footer.getByRole('button', { name: 'Install Doro' })).toHaveCount(0);
  await expect(footer).not.toContainText(/App Store|Google Play/);

  // The browser's offer (Chromium fires it when the installability criteria are met; here, made by hand).
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    const state = window as unknown as { installOffer: { prompted: number; defaultPrevented: () => boolean } };
    state.installOffer = { prompted: 0, defaultPrevented: () => offer.defaultPrevented };
    offer.prompt = async () => {
      state.installOffer.prompted += 1;
    };
    offer.userChoice = Promise.resolve({ outcome: 'dismissed', platform: 'web' });
    window.dispatchEvent(offer);
  });
  const install = footer.getByRole('button', { name: 'Install Doro' });
  await expect(install).toBeVisible();
  // The browser's own mini-infobar is held back: the footer makes the offer.
  expect(
    await page.evaluate(() =>
      (window as unknown as { installOffer: { defaultPrevented: () => boolean } }).installOffer.defaultPrevented(),
    ),
  ).toBe(true);
  await install.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { installOffer: { prompted: number } }).installOffer.prompted),
    )
    .toBe(1);
  // An offer is used once: the button goes until the browser offers again.
  await expect(install).toHaveCount(0);

  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    offer.prompt = async () => undefined;
    offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(offer);
  });
  await expect(install).toBeVisible();
  await expectNoAxeViolations(page);
  // Installed some other way (the browser's menu): the offer is gone.
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(install).toHaveCount(0);
});
