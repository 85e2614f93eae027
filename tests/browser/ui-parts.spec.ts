/**
 * The shared UI parts in the app shell: the support form against the real API and its rate limit, the toast, the
 * particle background, the legal texts, the crisis help link in the focus mode, and the start-up loading cover.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './helpers';

const RATE_LIMIT_SENTENCE = 'Too many messages. Please wait a few minutes and try again.';

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => ({ where, rule: violation.id }))).toEqual([]);
}

// Every browser test reaches the server from the same address, and the server takes 5 messages per address in
// 10 minutes: this is the only test that posts support messages, and it posts all six.
test('the support form stores a message, thanks with a toast at top-centre, and refuses the sixth in ten minutes', async ({
  page,
}) => {
  await page.goto('/support');
  const dialog = page.getByRole('dialog', { name: 'Support' });
  const form = dialog.getByRole('form', { name: 'Contact Doro support' });
  await expect(form).toBeVisible();
  const email = uniqueEmail('support');

  async function send(message: string): Promise<number> {
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill(message);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/support/contact') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send message' }).click();
    return (await answer).status();
  }

  // The first message is stored (201) and thanked in the form...
  expect(await send('I cannot find where to change my plan. Message 1.')).toBe(201);
  await expect(
    dialog.getByText(`Thank you. Your message has reached us, and we will reply to ${email}.`),
  ).toBeVisible();

  // ...and by a toast, at the top of the screen, centred. (Found by its element, not its role: while the modal
  // dialog is open, Radix hides everything outside it from the accessibility tree; the form's own status above is
  // what screen readers hear.)
  const toast = page.locator('li[data-state="open"]').filter({ hasText: 'Message sent' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the toast or the viewport has no size');
  expect(box.y).toBeLessThan(40);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);

  for (let count = 2; count <= 5; count++) {
    await dialog.getByRole('button', { name: 'Send another message' }).click();
    expect(await send(`I cannot find where to change my plan. Message ${count}.`)).toBe(201);
    await expect(dialog.getByText('Thank you. Your message has reached us')).toBeVisible();
  }

  // The sixth within 10 minutes: the server's own sentence, and the form keeps what was written.
  await dialog.getByRole('button', { name: 'Send another message' }).click();
  expect(await send('I cannot find where to change my plan. Message 6.')).toBe(429);
  await expect(form.getByRole('alert')).toHaveText(RATE_LIMIT_SENTENCE);
  await expect(form.getByLabel('Message')).toHaveValue('I cannot find where to change my plan. Message 6.');
  await expect(dialog.getByText('Thank you. Your message has reached us')).toHaveCount(0);
});

test.describe('the particle background at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('200 particles on the landing page, 100 on the auth pages, none on the blog or in the focus mode', async ({
    page,
  }) => {
    const canvas = page.getByTestId('particle-background');
    await page.goto('/');
    await expect(canvas).toBeVisible();
    await expect(canvas).toHaveAttribute('data-particle-count', '200');
    // The shell is its own stacking context, so the canvas at z-index -1 paints above the page's background.
    await expect(page.locator('#root > div').first()).toHaveCSS('isolation', 'isolate');
    await expect(canvas).toHaveCSS('pointer-events', 'none');
    // It draws: some pixels of the canvas are no longer transparent.
    await expect
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const pixels = element.getContext('2d')?.getImageData(0, 0, element.width, element.height).data ?? [];
          let painted = 0;
          for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]! > 0) painted++;
          return painted;
        }),
      )
      .toBeGreaterThan(0);

    for (const [path, count] of [
      ['/login', '100'],
      ['/signup', '100'],
      ['/about', '200'],
    ] as const) {
      await page.goto(path);
      await expect(canvas, path).toHaveAttribute('data-particle-count', count);
    }

    for (const path of ['/blog', '/blog/first-steps', '/questionnaire/anxiety/7?mode=form', '/?mode=result']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(canvas, path).toHaveCount(0);
    }
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the particle background is not displayed', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('particle-background')).toBeHidden();
  });

  test('the crisis help link is visible in the focus mode', async ({ page }) => {
    await page.goto('/questionnaire/anxiety/7?mode=form');
    await expect(page.getByRole('link', { name: /help is available/i })).toBeVisible();
  });
});

test('the crisis help link stays one tap away in mode=form and mode=result, where header and footer are hidden', async ({
  page,
}) => {
  for (const path of ['/questionnaire/anxiety/7?mode=form', '/questionnaire/anxiety/7?mode=result']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    const help = page
      .getByRole('complementary', { name: 'Crisis help' })
      .getByRole('link', { name: /help is available/i });
    await expect(help).toBeVisible();
    await expect(help).toHaveAttribute('href', 'https://findahelpline.com');
    await expectNoAxeViolations(page, path);
  }
  // It stays in view when the page scrolls.
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('link', { name: /help is available/i })).toBeInViewport();
});

test('the legal texts are the real ones: Terms in its popup, the Medical Disclaimer on /about#disclaimer', async ({
  page,
}) => {
  await page.goto('/terms');
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms).toContainText('April 1, 2025');
  await expect(terms).toContainText('governed by the laws of Ontario');
  await expect(terms).toContainText('Kitchener');

  await page.goto('/privacy');
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toContainText(
    'We never sell your personal information.',
  );

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Medical Disclaimer' }).click();
  await expect(page).toHaveURL(/\/about#disclaimer$/);
  const disclaimer = page.locator('#disclaimer');
  await expect(disclaimer).toBeInViewport();
  await expect(disclaimer).toContainText('Doro does not diagnose or treat any condition.');
  await expect(disclaimer.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
});

test('the loading cover: never for a logged-out visitor; from the first paint while a stored sign-in is confirmed', async ({
  page,
}) => {
  // Notes whether the cover was ever put in the page, however briefly.
  await page.addInitScript(() => {
    const seen = { cover: false };
    (window as unknown as { coverSeen: typeof seen }).coverSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loading-cover"]')) seen.cover = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const coverSeen = () => page.evaluate(() => (window as unknown as { coverSeen: { cover: boolean } }).coverSeen.cover);
  const cover = page.getByTestId('loading-cover');

  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await coverSeen()).toBe(false);

  const email = await signUp(page);
  await page.reload();
  await expect.poll(coverSeen).toBe(true);
  await expect(cover).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
});
