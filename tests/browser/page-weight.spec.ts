/**
 * Issue 18, item 4: the public pages anyone opens first show their content without the libraries only a later step
 * needs. A visitor's /database, /plans and /challenge read their public data (or the browser's storage) without the
 * API client and its schemas (zod, ts-rest); a visitor's /plans loads no checkout machine (xstate): buying is for a
 * signed-in person, whose page fetches that code. Each library is found by a string its minified code keeps.
 */
import { expect, test, type Page } from '@playwright/test';
import { chatUser } from '../integration/chat-client';
import { emulatorHost, logIn, testServerUrl } from './helpers';

const markers = { zod: 'invalid_type', xstate: 'xstate.init' } as const;
type Library = keyof typeof markers;

/** The libraries among the scripts the page downloaded while `load` ran and the network settled after it. */
async function librariesLoaded(page: Page, load: () => Promise<void>): Promise<Library[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await load();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(bodies);
  expect(loaded.length).toBeGreaterThan(0);
  return (Object.keys(markers) as Library[]).filter((name) => loaded.some((body) => body.includes(markers[name])));
}

// The page's own requests, not a service worker's answers from its cache.
test.use({ serviceWorkers: 'block' });

test('the markers are in what a signed-in page loads, so finding none of them elsewhere means something', async ({
  page,
}) => {
  // The login form's first touch fetches the sign-in code: the auth machine (xstate) and the API client (zod).
  const found = await librariesLoaded(page, async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('someone@example.com');
  });
  expect(found.toSorted()).toEqual(['xstate', 'zod']);
});

test('/database lists the questionnaires without zod or xstate', async ({ page }) => {
  const found = await librariesLoaded(page, async () => {
    await page.goto('/database');
    await expect(page.getByRole('list', { name: 'Questionnaires' }).getByRole('listitem')).toHaveCount(7);
  });
  expect(found).toEqual([]);
});

test('/plans shows a visitor the plans, in test mode, with sign-up to choose, without zod or xstate', async ({
  page,
}) => {
  const found = await librariesLoaded(page, async () => {
    await page.goto('/plans');
    await expect(page.getByRole('note')).toContainText('TEST MODE');
    const plans = page.getByRole('list', { name: 'Plans' });
    await expect(plans.getByRole('heading', { level: 2 })).toHaveText(['Free trial', 'Monthly', 'Yearly']);
    await expect(page.getByRole('link', { name: 'Sign up to choose Monthly' })).toBeVisible();
  });
  expect(found).toEqual([]);
});

test('/challenge shows a visitor the days without zod or xstate', async ({ page }) => {
  const found = await librariesLoaded(page, async () => {
    await page.goto('/challenge');
    await expect(page.getByRole('heading', { level: 1, name: '30-day wellbeing challenge' })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(30);
  });
  expect(found).toEqual([]);
});

// On a phone network each script is a request of its own, and the page cannot show anything before the ones its
// first screen needs. React, React DOM, TanStack Router and Query arrive as one script (vite.config.ts), not as a
// dozen pieces: the entry, the framework, the bundler's runtime, the tracking starter, and the page's own few.
for (const path of ['/', '/about', '/blog', '/challenge']) {
  test(`${path} shows its content with at most 8 scripts`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(8);
  });
}

test('/profile shows its first screen before it builds the panels below it, then all of them', async ({ page }) => {
  // The page's first screen (the account, the safety plan) in one pass, the rest after it in short slices: one long
  // pass over the whole tall page kept the phone's main thread busy. What the DOM held when the heading arrived:
  await page.addInitScript(() => {
    const seen = { heading: false, lowerPanelWithHeading: false };
    (window as unknown as { profilePasses: typeof seen }).profilePasses = seen;
    new MutationObserver(() => {
      if (seen.heading || !document.querySelector('main h1')?.textContent?.includes('Your profile')) return;
      seen.heading = true;
      seen.lowerPanelWithHeading = document.getElementById('delete-account-title') !== null;
    }).observe(document, { childList: true, subtree: true });
  });
  const user = await chatUser(testServerUrl, emulatorHost());
  await logIn(page, user.email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  for (const name of ['Share your progress', 'Your data', 'Delete account']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const passes = await page.evaluate(() => (window as unknown as { profilePasses: object }).profilePasses);
  expect(passes).toEqual({ heading: true, lowerPanelWithHeading: false });
});
