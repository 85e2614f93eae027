/**
 * Issue 18, what a newcomer still hit at 375 px and 1280 px: the profile's safety plan pushed down as the account
 * filled in (the last layout shift of /profile), the home page's "Welcome, <email>" broken mid-word, the safety plan's
 * examples cut off in their fields, the landing's particle dots drifting over its text, and the parental-permission
 * message of a 13 to 17 year old's sign-up shown only after pressing 'Create account'.
 */
import { expect, type Page, test } from '@playwright/test';
import { chatUser } from '../integration/chat-client';
import { birthDateForAge, choosePlace, differingPixels, emulatorHost, logIn, signUp, testServerUrl } from './helpers';

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

/** Where a text node's lines break: the characters each line after the first starts with, and the one before it. */
async function lineBreaks(page: Page, selector: string): Promise<{ before: string; after: string }[]> {
  return page.locator(selector).evaluate((element) => {
    const breaks: { before: string; after: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const characters: { character: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (rect) characters.push({ character: text[index]!, top: Math.round(rect.top) });
      }
    }
    for (let index = 1; index < characters.length; index += 1) {
      if (characters[index]!.top > characters[index - 1]!.top + 2) {
        breaks.push({ before: characters[index - 1]!.character, after: characters[index]!.character });
      }
    }
    return breaks;
  });
}

test('at 375 px the home page greets a long email on lines that break only between its parts', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = `alexandra.montgomery-whitfield${Date.now()}@example.com`;
  await signUp(page, email);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Welcome, ${email}`);
  const overflow = await heading.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // "Welcome," on a line of its own, then the address broken only after an '@', a '.' or a '-', never inside a word.
  const breaks = await lineBreaks(page, 'h1');
  expect(breaks.length).toBeGreaterThan(0);
  expect(breaks[0]!.after).toBe(email[0]);
  expect([' ', ',']).toContain(breaks[0]!.before);
  for (const { before } of breaks.slice(1)) expect(['@', '.', '-']).toContain(before);
  await page.screenshot({ path: '/tmp/shots-lh18b/after-home-375.png' });
});

for (const width of [375, 1280]) {
  test(`at ${width} px each safety plan example shows whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 860 });
    const user = await chatUser(testServerUrl, emulatorHost());
    await logIn(page, user.email);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Make my safety plan' }).click();
    const examples = [
      'I stop answering my friends',
      'Take a hot shower',
      'The library on Queen Street',
      'My aunt Rosa',
      'School counsellor',
      'Give my pills to Mom to keep',
    ];
    for (const example of examples) {
      // Written on the page, not only inside an empty field where it is cut at the field's edge.
      const shown = page.locator('#safety-plan').getByText(example);
      await expect(shown).toBeVisible();
      const clipped = await shown.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.scrollWidth > element.clientWidth + 1 || box.right > window.innerWidth || box.left < 0;
      });
      expect(clipped, example).toBe(false);
    }
    await page.locator('#safety-plan').screenshot({ path: `/tmp/shots-lh18b/after-plan-${width}.png` });
  });
}

test('the parental permission is asked as soon as the date of birth says 13 to 17, before any submit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/signup');
  await page.getByLabel('Date of birth').fill(birthDateForAge(14));
  await choosePlace(page, ['CA', 'ON']);
  const permission = page.getByLabel('A parent or guardian has given me permission to use Doro.');
  await expect(permission).toBeVisible();
  // Said at once, tied to the box, without pressing 'Create account'.
  const message = page.getByText('Please confirm that a parent or guardian has given you permission to use Doro.');
  await expect(message).toBeVisible();
  await expect(permission).toHaveAccessibleDescription(/parent or guardian has given you permission/);
  await page.screenshot({ path: '/tmp/shots-lh18b/after-signup-375.png', fullPage: true });
  await permission.check();
  await expect(message).toHaveCount(0);
  // An adult is not asked.
  await page.getByLabel('Date of birth').fill(birthDateForAge(30));
  await expect(permission).toHaveCount(0);
  await expect(message).toHaveCount(0);
});

test('the landing’s particle dots stay beside its words, never over them', async ({ page }) => {
  // One still frame of dots (reduced motion), on a screen wide enough to have them.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/');
  const particles = page.getByTestId('particle-background');
  await expect(particles).toHaveAttribute('data-particle-count', '200');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's column as it shows on the screen (a clip: an element shot of the tall column would resize the page,
  // and the canvas redraws on a resize), with the dots and with them wiped from the canvas: only the margins differ.
  const box = (await main.boundingBox())!;
  const column = { x: box.x, y: Math.max(0, box.y), width: box.width, height: 860 - Math.max(0, box.y) };
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('resize')));
    const screenWithDots = await page.screenshot({ animations: 'disabled' });
    const wordsWithDots = await page.screenshot({ animations: 'disabled', clip: column });
    await particles.evaluate((canvas: HTMLCanvasElement) => {
      canvas.getContext('2d')!.clearRect(0, 0, canvas.width, canvas.height);
    });
    const screenWithoutDots = await page.screenshot({ animations: 'disabled' });
    const wordsWithoutDots = await page.screenshot({ animations: 'disabled', clip: column });
    expect(await differingPixels(page, screenWithDots, screenWithoutDots)).toBeGreaterThan(0);
    expect(await differingPixels(page, wordsWithDots, wordsWithoutDots)).toBe(0);
  }).toPass({ timeout: 20_000 });
  await page.screenshot({ path: '/tmp/shots-lh18b/after-landing-1280.png' });
});
