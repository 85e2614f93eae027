/**
 * The crawl (issue 18): every route of both route tables, logged out and logged in, at a phone's
 * 375x740 and a laptop's 1280x860, plus the chat after a session has started and a questionnaire's form and result.
 * On each page:
 * - nothing scrolls sideways (scrollWidth <= innerWidth);
 * - every interactive control that is laid out lies inside the viewport's width (a Send button half off a phone's
 *   screen cannot be pressed);
 * - no same-origin link carries `undefined`, `null` or `NaN`, and every one of them leads to a route that renders
 *   without a not-found state (each distinct target is visited once per crawl);
 * - axe finds no violation;
 * - no text on it presents Doro as therapy, a therapist, a counsellor, a psychiatrist or a psychologist (issue 20; the
 *   rule in scripts/therapy-claims.ts: a mention is negated or a referral to a human);
 * - the console shows no error and the page throws none.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { therapyClaims } from '../../scripts/therapy-claims';
import { signUp } from './helpers';

const sizes = [
  { width: 375, height: 740 },
  { width: 1280, height: 860 },
] as const;

// The route tables (a blog post and a questionnaire stand for their kinds; every other post and
// questionnaire is reached through the links of /blog and /database).
const publicRoutes = [
  '/',
  '/about',
  '/about/crisis-protocol',
  '/non-profit',
  '/challenge',
  '/blog',
  '/blog/first-steps',
  '/questionnaire/anxiety/gad-7',
  '/database',
  '/plans',
  '/terms',
  '/privacy',
  '/support',
];
const loggedOutRoutes = [...publicRoutes, '/login', '/signup', '/forgot-password'];
const loggedInRoutes = [...publicRoutes, '/doro-chat', '/profile'];

/** The app's routes (src/app/routes), and the server's own crisis page. A link to anything else is a dead end. */
const routePatterns = [
  /^\/$/,
  /^\/(about|about\/crisis-protocol|non-profit|challenge|blog|database|plans|terms|privacy|support)$/,
  /^\/(login|signup|forgot-password|doro-chat|profile|crisis)$/,
  /^\/blog\/[a-z0-9-]+$/,
  /^\/questionnaire\/[a-z0-9-]+\/[a-z0-9-]+$/,
  /^\/questionnaire\/history\/print$/,
  /^\/plans\/test-portal$/,
  /^\/(shared|shared-progress)\/[\w-]+$/,
];
/** Pages a visitor is sent to log in for: a link to them from a logged-out page lands on /login, as it should. */
const accountPaths = new Set(['/doro-chat', '/profile']);

interface Crawl {
  page: Page;
  loggedIn: boolean;
  /** Errors seen in the console or thrown, with the page they came from. */
  errors: string[];
  /** Every same-origin link target seen, with the first page that showed it. */
  links: Map<string, string>;
}

function watch(page: Page, loggedIn: boolean): Crawl {
  const crawl: Crawl = { page, loggedIn, errors: [], links: new Map() };
  page.on('console', (message) => {
    if (message.type() === 'error') crawl.errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => crawl.errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return crawl;
}

/** Waits until the app has settled on a page: its heading shows and no loading cover is up. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[data-testid="loading-cover"]')).toHaveCount(0);
}

/** The checks of the crawl on the page as it is now. */
async function check(crawl: Crawl, label: string): Promise<void> {
  const { page } = crawl;
  const seen = await page.evaluate(() => {
    const width = window.innerWidth;
    const interactive = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="switch"], [tabindex]:not([tabindex="-1"])',
    );
    const outside: string[] = [];
    for (const element of interactive) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Not laid out, hidden, or visually hidden until focused (a skip link): nothing a person sees to press.
      if (
        box.width <= 1 ||
        box.height <= 1 ||
        style.visibility === 'hidden' ||
        element.closest('[aria-hidden="true"]')
      ) {
        continue;
      }
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        outside.push(`${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((anchor) => anchor.getAttribute('href') ?? '')
      .filter((href) => !/^(mailto|tel|sms):/.test(href));
    return { scrollWidth: document.documentElement.scrollWidth, width, outside, links, origin: location.origin };
  });
  expect(seen.scrollWidth, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(seen.width);
  expect(seen.outside, `${label}: controls outside the viewport`).toEqual([]);
  const broken = seen.links.filter((href) => /undefined|null|NaN/.test(href));
  expect(broken, `${label}: links with undefined, null or NaN`).toEqual([]);
  for (const href of seen.links) {
    const url = new URL(href, page.url());
    if (url.origin !== seen.origin) continue;
    const target = url.pathname + url.search;
    if (!crawl.links.has(target)) crawl.links.set(target, label);
  }
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })),
    `${label}: axe`,
  ).toEqual([]);
  // Last, since it opens every <details> (an FAQ's answer) to read all the words the page can show.
  await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
  const claims = therapyClaims(await page.locator('body').innerText()).map((claim) => claim.clause);
  expect(claims, `${label}: therapy claims`).toEqual([]);
}

async function crawlRoute(crawl: Crawl, path: string, label: string): Promise<void> {
  await crawl.page.goto(path);
  await settled(crawl.page);
  await check(crawl, `${label} ${path}`);
}

/** Visits every link target seen and not yet visited: each must render its own page, never a not-found. */
async function followLinks(crawl: Crawl, visited: Set<string>, label: string): Promise<void> {
  const { page } = crawl;
  for (const [target, from] of crawl.links) {
    const path = new URL(target, page.url()).pathname.replace(/(.)\/$/, '$1');
    if (visited.has(target) || visited.has(path)) continue;
    visited.add(target);
    const where = `${label}: the link to ${target} (on ${from})`;
    expect(
      routePatterns.some((pattern) => pattern.test(path)),
      `${where} names no route`,
    ).toBe(true);
    if (path === '/crisis') {
      // The server's page of its own, outside the app.
      const response = await page.request.get(target);
      expect(response.status(), where).toBe(200);
      continue;
    }
    await page.goto(target);
    await settled(page);
    const landed = new URL(page.url()).pathname.replace(/(.)\/$/, '$1');
    const sentToLogIn = !crawl.loggedIn && accountPaths.has(path) && landed === '/login';
    expect(sentToLogIn || landed === path, `${where} went to ${landed}`).toBe(true);
    await expect(page.locator('main h1').first(), where).not.toHaveText(/not found/i);
  }
}

/** The questionnaire's form, then its result (WHO-5: five questions, every answer the first). */
async function crawlQuestionnaire(crawl: Crawl, label: string): Promise<void> {
  const { page } = crawl;
  await page.goto('/questionnaire/wellbeing/who-5');
  await settled(page);
  await page.getByRole('button', { name: 'Start the questionnaire' }).click();
  await expect(page).toHaveURL(/mode=form/);
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await check(crawl, `${label} WHO-5 form`);
  for (let item = 1; item <= 5; item += 1) {
    await expect(page.getByText(`Question ${item} of 5`)).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: /^(Next|See my result)$/ }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: /^Your result: WHO-5/ })).toBeVisible();
  await check(crawl, `${label} WHO-5 result`);
  // Followed by address, a link can look right and still go wrong when pressed (the page once rewrote the
  // address as it unmounted): press the result's first link and land where it says.
  const link = page.locator('main a[href^="/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await settled(page);
  expect(new URL(page.url()).pathname, `${label}: pressing ${href} on the result`).toBe(
    new URL(href!, page.url()).pathname,
  );
}

/** The chat once a session has started and Doro has answered. */
async function crawlChat(crawl: Crawl, label: string): Promise<void> {
  const { page } = crawl;
  await page.goto('/doro-chat');
  await settled(page);
  await page.getByRole('button', { name: 'Start session' }).click();
  const disclaimer = page.getByRole('dialog', { name: 'Before you start' });
  if (await disclaimer.isVisible().catch(() => false)) {
    await disclaimer.getByRole('button', { name: 'I understand and accept' }).click();
  }
  await page
    .getByRole('dialog', { name: 'How should Doro help today?' })
    .getByRole('button', { name: 'Begin' })
    .click();
  await page.getByRole('textbox', { name: 'Message' }).fill('I have had a long week at school.');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' }).locator('li[data-role="doro"]').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await check(crawl, `${label} chat in session`);
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByRole('button', { name: 'New session' })).toBeVisible();
  await check(crawl, `${label} chat ended`);
}

for (const size of sizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('logged out: every route, a questionnaire form and result, and every link they show', async ({ page }) => {
      test.setTimeout(300_000);
      const label = `logged out ${size.width}`;
      const crawl = watch(page, false);
      for (const path of loggedOutRoutes) await crawlRoute(crawl, path, label);
      await crawlQuestionnaire(crawl, label);
      await followLinks(crawl, new Set(loggedOutRoutes), label);
      expect(crawl.errors, `${label}: console errors`).toEqual([]);
    });

    test('logged in: every route, the chat in and after a session, a questionnaire, and every link', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const label = `logged in ${size.width}`;
      await signUp(page);
      const crawl = watch(page, true);
      for (const path of loggedInRoutes) await crawlRoute(crawl, path, label);
      await crawlChat(crawl, label);
      await crawlQuestionnaire(crawl, label);
      await followLinks(crawl, new Set(loggedInRoutes), label);
      expect(crawl.errors, `${label}: console errors`).toEqual([]);
    });
  });
}
