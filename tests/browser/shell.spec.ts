import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { layoutOf, signUp, tabTo } from './helpers';

/** Goes to a path and waits until the app has settled on its page (after any redirect). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
}

const publicRoutes = [
  '/',
  '/about',
  '/non-profit',
  '/challenge',
  '/blog',
  '/blog/first-steps',
  '/questionnaire/anxiety/7',
  '/database',
  '/plans',
  '/terms',
  '/privacy',
  '/support',
];
const loggedOutOnly = ['/login', '/signup', '/forgot-password'];
const accountRoutes = ['/doro-chat', '/profile'];

const loggedOutEntries = ['Challenge', 'Blog', 'Questionnaires', 'Plans', 'Log in', 'Get Started'];
const loggedInEntries = [
  'Doro',
  'Questionnaires',
  'Blog',
  'Challenge',
  'Privacy',
  'Terms',
  'Learn',
  'Profile',
  'Plans',
];

async function expectNoAxeViolations(page: Page, path: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    path,
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

test.describe('logged out', () => {
  test('an unknown path goes to /signup; the chat and profile go to /login, which keeps the way back', async ({
    page,
  }) => {
    await visit(page, '/no-such-page');
    await expect(page).toHaveURL(/\/signup$/);
    await visit(page, '/doro-chat-light');
    await expect(page).toHaveURL(/\/signup$/);
    for (const path of accountRoutes) {
      await visit(page, path);
      await expect(page).toHaveURL(new URL(`/login?redirect=${encodeURIComponent(path)}`, page.url()).href);
    }
  });

  test('data-layout follows the first path segment', async ({ page }) => {
    for (const [path, key] of [
      ['/', 'home'],
      ['/login', 'auth'],
      ['/signup', 'auth'],
      ['/database', 'questionnaires'],
      ['/questionnaire/x/y', 'questionnaires'],
      ['/blog', 'blog'],
      ['/blog/some-post', 'blog'],
      ['/about', 'default'],
    ] as const) {
      await visit(page, path);
      expect(await layoutOf(page), path).toBe(key);
    }
    // Client-side navigation updates it too, not only a fresh load.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await layoutOf(page)).toBe('blog');
  });

  for (const [path, title] of [
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/support', 'Support'],
  ] as const) {
    test(`${path} opens the layout with its popup; closing goes to /`, async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('banner', { includeHidden: true })).toHaveCount(1);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(dialog).toHaveCount(0);
      // Escape closes it as well.
      await page.goto(path);
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('mode=form and mode=result hide header and footer in the questionnaire style', async ({ page }) => {
    await visit(page, '/questionnaire/anxiety/7?mode=form');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await layoutOf(page)).toBe('questionnaires');
    await visit(page, '/?mode=result');
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(await layoutOf(page)).toBe('questionnaires');
    await visit(page, '/questionnaire/anxiety/7');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the top navigation and the footer hold every entry', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of loggedOutEntries) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

    const footer = page.getByRole('contentinfo');
    const links: [string, string, string][] = [
      ['Platform', 'Home', '/'],
      ['Platform', 'About Us', '/about'],
      ['Platform', 'Non Profit', '/non-profit'],
      ['Platform', 'Get Started', '/signup'],
      ['Resources', 'Crisis Helpline', 'https://findahelpline.com'],
      ['Resources', 'Crisis lines: 988, 911', '/crisis'],
      ['Resources', 'Questionnaires', '/database'],
      ['Resources', 'Blog', '/blog'],
      ['Resources', 'Contact Us', '/support'],
      ['Legal', 'Privacy Policy', '/privacy'],
      ['Legal', 'Terms of Service', '/terms'],
      ['Legal', 'Medical Disclaimer', '/about#disclaimer'],
      ['Legal', 'Crisis Protocol', '/about/crisis-protocol'],
      ['Contact', 'hello@doro.example', 'mailto:hello@doro.example'],
    ];
    for (const [column, name, href] of links) {
      const section = footer.getByRole('region', { name: column });
      await expect(section.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Doro is a web app: no store placeholders (the browser's own install offer shows as 'Install Doro').
    await expect(footer).not.toContainText(/App Store|Google Play/);
    await expect(page.getByRole('link', { name: /help is available/i })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );

    await footer.getByRole('link', { name: 'Medical Disclaimer' }).click();
    await expect(page).toHaveURL(/\/about#disclaimer$/);
    await expect(page.getByRole('heading', { name: 'Medical disclaimer' })).toBeInViewport();
  });

  test('a new page starts at the top', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Non Profit' }).click();
    await expect(page).toHaveURL(/\/non-profit$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('no Proudly Canadian badge for a US locale', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Proudly Canadian')).toHaveCount(0);
  });

  test('axe finds no violation on any logged-out route', async ({ page }) => {
    for (const path of [...publicRoutes, ...loggedOutOnly]) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      if (['/terms', '/privacy', '/support'].includes(path)) await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, path);
    }
  });
});

test.describe('a Canadian browser', () => {
  test.use({ locale: 'en-CA' });

  test('shows the Proudly Canadian badge', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('contentinfo').getByText('Proudly Canadian')).toBeVisible();
  });
});

test.describe('the mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('logged out: holds every entry, and keyboard alone opens, uses and closes it', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('link', { name: /help is available/i })).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Menu' });

    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of loggedOutEntries) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/ with the mobile menu open');

    // Escape closes it and gives the focus back to the Menu button.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // Open again with Space, Tab to Blog, follow it with Enter: the menu closes on the new page.
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', { name: 'Blog', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toHaveCount(0);
  });

  test('logged in: holds every entry, and Logout works from it by keyboard', async ({ page }) => {
    await signUp(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of loggedInEntries) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoAxeViolations(page, '/ (logged in) with the mobile menu open');

    // Learn from the menu, on the landing page itself: the menu closes and the FAQ comes into view.
    await tabTo(page, menu.getByRole('link', { name: 'Learn' }));
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    await expect(page.locator('#faq')).toBeFocused();
    await expect
      .poll(() => page.locator('#faq').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(60);
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();

    await tabTo(page, menu.getByRole('button', { name: 'Logout' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Logout' });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Logout' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).toHaveCount(0);
  });
});

test.describe('logged in', () => {
  test('the guard, unknown paths, layouts, navigation and axe on every route', async ({ page }) => {
    // It visits and audits every route in one signed-in session: more than the default minute on a loaded machine.
    test.slow();
    const email = await signUp(page);

    // The guard: paths outside the allowed prefixes go to /.
    for (const path of ['/login', '/signup', '/forgot-password', '/settings', '/no-such-page']) {
      await visit(page, path);
      await expect(page).toHaveURL(/\/$/);
    }
    // An unknown path that passes the guard shows the landing page where it is.
    await visit(page, '/doro-chat-light');
    await expect(page).toHaveURL(/\/doro-chat-light$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
    expect(await layoutOf(page)).toBe('chatLight');

    for (const [path, key] of [
      ['/', 'home'],
      ['/doro-chat', 'chat'],
      ['/profile', 'profile'],
      ['/database', 'questionnaires'],
      ['/questionnaire/x/y', 'questionnaires'],
      ['/blog', 'blog'],
      ['/about', 'default'],
    ] as const) {
      await visit(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(await layoutOf(page), path).toBe(key);
    }

    // The top navigation of a signed-in user.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Doro', 'Questionnaires', 'Blog', 'Challenge', 'Privacy', 'Terms', 'Learn']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);

    // Learn goes to the FAQ from another page, and scrolls to it on the landing page itself.
    const faqTop = () => page.locator('#faq').evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await nav.getByRole('link', { name: 'Learn' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect.poll(faqTop).toBeLessThan(60);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(faqTop).toBeGreaterThan(100);
    await nav.getByRole('link', { name: 'Learn' }).click();
    await expect.poll(faqTop).toBeLessThan(60);

    // The profile menu: initials avatar and name; Profile, Plans, Logout.
    const account = page.getByRole('button', { name: /account menu/i });
    await expect(account).toContainText(email);
    await account.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Plans', 'Logout']);
    await page.getByRole('menuitem', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/\/plans$/);

    for (const path of [...publicRoutes, ...accountRoutes]) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      if (['/terms', '/privacy', '/support'].includes(path)) await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, `${path} (logged in)`);
    }
  });
});
