/**
 * Issue 8, items 2 and 3: the about, non-profit and challenge pages and the blog, in Chromium against the built
 * SPA. The posts' order and dates are read from the page, never copied here.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './helpers';

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
}

async function expectNoAxeViolations(page: Page, path: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    path,
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** What <head> says about the page on screen. */
function headOf(page: Page) {
  return page.evaluate(() => {
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the browser: it cannot see the file's scope
    const meta = (selector: string) => document.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`);
    const one = (selector: string) => {
      const found = meta(selector);
      return found.length === 1 ? found[0]!.content : `${found.length} tags`;
    };
    return {
      title: document.title,
      description: one('name="description"'),
      ogTitle: one('property="og:title"'),
      ogDescription: one('property="og:description"'),
      ogType: one('property="og:type"'),
      twitterCard: one('name="twitter:card"'),
      robots: meta('name="robots"').length === 0 ? null : one('name="robots"'),
    };
  });
}

/** The posts as /blog lists them: slug, title and date (from the <time> element). */
async function listedPosts(page: Page) {
  await visit(page, '/blog');
  const cards = page.getByRole('list', { name: 'Posts, newest first' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((articles) =>
    articles.map((article) => ({
      slug: article.querySelector('h2 a')!.getAttribute('href')!.replace('/blog/', ''),
      title: article.querySelector('h2')!.textContent!,
      date: article.querySelector('time')!.getAttribute('datetime')!,
      summary: article.querySelector('p:last-of-type')!.textContent!,
      tags: [...article.querySelectorAll('[aria-label="Tags"] li')].map((tag) => tag.textContent),
    })),
  );
}

test.describe('the blog', () => {
  test('lists at least six posts, newest first, each with its date, tags and summary; no particles', async ({
    page,
  }) => {
    const posts = await listedPosts(page);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
    for (const post of posts) {
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.summary.length, post.slug).toBeGreaterThan(20);
    }
    expect(await page.getByTestId('particle-background').count()).toBe(0);
  });

  test('renders each post: its title, date, body, the crisis resources, and article social tags', async ({ page }) => {
    const posts = await listedPosts(page);
    for (const post of posts) {
      await visit(page, `/blog/${post.slug}`);
      await expect(page.locator('main h1')).toHaveText(post.title);
      await expect(page.locator('main time').first()).toHaveAttribute('datetime', post.date);
      await expect(page.locator('main h2').first()).toBeVisible();
      expect(await page.locator('main p').count(), post.slug).toBeGreaterThan(5);
      await expect(page.getByRole('region', { name: 'Crisis resources' })).toBeVisible();
      await expect
        .poll(() => headOf(page))
        .toMatchObject({
          title: `${post.title} · Doro Blog`,
          description: post.summary,
          ogTitle: `${post.title} · Doro Blog`,
          ogDescription: post.summary,
          ogType: 'article',
          twitterCard: 'summary',
          robots: null,
        });
      expect(await page.getByTestId('particle-background').count()).toBe(0);
    }
  });

  test('the crisis post gives every number as a link to call or text', async ({ page }) => {
    await visit(page, '/blog/where-to-find-help-right-now');
    const article = page.locator('main > div').first();
    for (const href of ['tel:911', 'tel:988', 'sms:988', 'tel:18006686868', 'sms:686868', 'https://findahelpline.com'])
      await expect(article.locator(`a[href="${href}"]`).first()).toBeVisible();
  });

  test('a link inside a post opens the other post in place, without reloading the app', async ({ page }) => {
    await visit(page, '/blog/coping-skills-for-hard-moments');
    await page.evaluate(() => ((window as unknown as { sameApp: boolean }).sameApp = true));
    await page.getByRole('link', { name: 'telling someone you are not okay' }).click();
    await expect(page).toHaveURL(/\/blog\/telling-someone-you-are-not-okay$/);
    await expect(page.locator('main h1')).toHaveText('How to tell someone you are not okay');
    expect(await page.evaluate(() => (window as unknown as { sameApp?: boolean }).sameApp)).toBe(true);
  });

  test('an unknown slug shows a clear not-found page that asks not to be indexed', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    // The SPA answers every path; the page itself says what happened.
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1')).toHaveText('Post not found');
    await expect(page.getByText('There is no post called “no-such-post”.')).toBeVisible();
    await expect.poll(async () => (await headOf(page)).robots).toBe('noindex');
    expect((await headOf(page)).title).toBe('Post not found · Doro Blog');

    await page.getByRole('link', { name: 'See all posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('main h1')).toHaveText('Blog');
    // Leaving the page takes its noindex away.
    await expect.poll(async () => (await headOf(page)).robots).toBeNull();
  });
});

test('every public page has its own title and description, and social card tags that match', async ({ page }) => {
  const posts = await listedPosts(page);
  const paths = [
    '/',
    '/about',
    '/non-profit',
    '/challenge',
    '/blog',
    ...posts.map((post) => `/blog/${post.slug}`),
    '/login',
    '/signup',
    '/database',
    '/plans',
  ];
  const seen: Array<{ path: string; title: string; description: string }> = [];
  for (const path of paths) {
    await visit(page, path);
    // Head tags follow the page in an effect: wait for the title of this page, then read the rest.
    await expect.poll(async () => (await headOf(page)).ogTitle, path).toBe(await page.title());
    const head = await headOf(page);
    expect(head.title, path).not.toBe('');
    expect(head.description.length, path).toBeGreaterThan(40);
    expect(head.ogDescription, path).toBe(head.description);
    expect(head.twitterCard, path).toBe('summary');
    expect(['website', 'article'], path).toContain(head.ogType);
    seen.push({ path, title: head.title, description: head.description });
  }
  const repeated = (key: 'title' | 'description') =>
    seen.filter((entry, index) => seen.findIndex((other) => other[key] === entry[key]) !== index);
  expect(repeated('title')).toEqual([]);
  expect(repeated('description')).toEqual([]);
});

test('moving between pages inside the app updates the head as a full load would', async ({ page }) => {
  const loaded = new Map<string, Awaited<ReturnType<typeof headOf>>>();
  for (const path of ['/challenge', '/non-profit', '/blog']) {
    await visit(page, path);
    await expect.poll(async () => (await headOf(page)).ogTitle).toBe(await page.title());
    loaded.set(path, await headOf(page));
  }
  await visit(page, '/blog/where-to-find-help-right-now');
  for (const [link, path] of [
    ['Challenge', '/challenge'],
    ['Non Profit', '/non-profit'],
    ['Blog', '/blog'],
  ] as const) {
    const area = link === 'Non Profit' ? page.getByRole('contentinfo') : page.getByRole('banner');
    await area.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect.poll(() => headOf(page), path).toEqual(loaded.get(path));
  }
});

for (const path of ['/about', '/non-profit', '/challenge', '/blog', '/blog/where-to-find-help-right-now', '/blog/x']) {
  test(`${path} passes axe`, async ({ page }) => {
    await visit(page, path);
    await expectNoAxeViolations(page, path);
  });
}

test('the about page says plainly what Doro is not, and keeps the medical disclaimer at #disclaimer', async ({
  page,
}) => {
  await visit(page, '/about');
  const isNot = page.getByRole('region', { name: 'What Doro is not' });
  await expect(isNot).toContainText('Not a human.');
  await expect(isNot).toContainText('not a therapist');
  await expect(isNot).toContainText('Not an emergency service.');
  await expect(page.getByRole('region', { name: 'Medical disclaimer' })).toBeAttached();
  expect(await page.locator('#disclaimer').count()).toBe(1);
});

const progressText = (page: Page) => page.getByRole('status').filter({ hasText: /days done/ });
const dayBox = (page: Page, day: number) => page.getByRole('checkbox', { name: `Day ${day} Done` });

test.describe('the challenge', () => {
  test('a visitor follows it day by day, and the progress stays across a reload', async ({ page }) => {
    await visit(page, '/challenge');
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(30);
    await expect(progressText(page)).toHaveText('0 of 30 days done');
    await expect(page.getByText('Your progress is kept in this browser only.')).toBeVisible();

    await page.getByRole('button', { name: 'Mark day 1 as done' }).click();
    await expect(dayBox(page, 1)).toBeChecked();
    await dayBox(page, 3).check();
    await expect(progressText(page)).toHaveText('2 of 30 days done');
    await expect(page.getByRole('heading', { name: /^Up next: day 2,/ })).toBeVisible();

    await page.reload();
    await expect(progressText(page)).toHaveText('2 of 30 days done');
    await expect(dayBox(page, 1)).toBeChecked();
    await expect(dayBox(page, 2)).not.toBeChecked();
    await expect(dayBox(page, 3)).toBeChecked();

    await dayBox(page, 3).uncheck();
    await page.reload();
    await expect(progressText(page)).toHaveText('1 of 30 days done');
    await expect(dayBox(page, 3)).not.toBeChecked();
  });

  test('a signed-in user keeps it in the account, and what they did as a visitor joins it', async ({ page }) => {
    await visit(page, '/challenge');
    await dayBox(page, 2).check();
    await expect(progressText(page)).toHaveText('1 of 30 days done');

    await signUp(page);
    await visit(page, '/challenge');
    await expect(page.getByText('Your progress is saved to your account.')).toBeVisible();
    await expect(dayBox(page, 2)).toBeChecked();

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/users/me/challenge-progress') && response.request().method() === 'PUT',
    );
    // The tick shows within the click itself, though the account's progress lives in the query cache, whose
    // observers hear of a change a tick later: read in the same task as the click, the box is already ticked.
    const tickedAtOnce = await dayBox(page, 5).evaluate((box: HTMLInputElement) => {
      box.click();
      return box.checked;
    });
    expect(tickedAtOnce).toBe(true);
    await expect(dayBox(page, 5)).toBeChecked();
    expect((await saved).status()).toBe(200);

    // The browser no longer holds it: the account does.
    expect(await page.evaluate(() => localStorage.getItem('doro.challenge-progress'))).toBeNull();
    await page.reload();
    await expect(progressText(page)).toHaveText('2 of 30 days done');
    await expect(dayBox(page, 2)).toBeChecked();
    await expect(dayBox(page, 5)).toBeChecked();
  });
});
