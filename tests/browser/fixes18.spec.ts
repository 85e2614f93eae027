/**
 * Issue 18, five things a person hit though every test passed: the shared-progress link opened raw JSON (with the
 * suicide screen's internal label); the support form cut a long message to 5,000 characters without a word; the
 * chat's 'Light theme' toggle never changed its label; the chat's minutes counter switched between the month's and
 * the session's figure; the particle dots drifted over the results chart like data points.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { api, chatUser, finishedSession } from '../integration/chat-client';
import { apiAs, differingPixels, emulatorHost, openChatFromNav, signUp, testServerUrl } from './helpers';

const baseUrl = testServerUrl;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((n) => n.target),
    })),
  ).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/** The ASQ answered with a yes to its first question and a no to the acuity one: a non-acute positive screen. */
const asqNonAcute = ['asq-1', 'asq-2', 'asq-3', 'asq-4', 'asq-5'].map((id) => ({
  question_id: id,
  value: id === 'asq-1' ? 1 : 0,
}));

test('a shared-progress link opens a readable page (text/html), never raw JSON or a raw label, and shows only what was shared', async ({
  page,
}) => {
  test.slow();
  const owner = await chatUser(baseUrl, emulatorHost());
  const said = 'My exams start next week and I cannot sleep.';
  await finishedSession(baseUrl, owner, said);
  const scored = await api(baseUrl, owner, '/users/me/ptests/asq/responses', {
    method: 'POST',
    body: { answers: asqNonAcute },
  });
  expect(scored.status).toBe(201);
  expect(scored.body.severity).toBe('non-acute positive');
  const summary = (await api(baseUrl, owner, '/users/me/last-session')).body.session.summary as string;
  const both = await api(baseUrl, owner, '/users/me/share-progress', {
    method: 'POST',
    body: { include: ['questionnaires', 'sessions'], expires_in_days: 7 },
  });
  expect(both.status).toBe(201);

  await page.setViewportSize({ width: 375, height: 740 });
  const opened = await page.goto(both.body.url);
  expect(opened!.headers()['content-type']).toContain('text/html');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Shared progress from Doro' })).toBeVisible();
  await expect(main).toContainText('Doro, an AI coach (not a clinician)');
  const result = main.getByRole('list', { name: 'Questionnaire results' }).getByRole('listitem');
  await expect(result).toHaveCount(1);
  await expect(result.getByRole('heading', { level: 3 })).toHaveText('ASQ: Ask Suicide-Screening Questions');
  await expect(result.getByRole('definition')).toHaveText([/\d{4}/, '1 of 4', 'Non-acute positive']);
  await expect(main.getByText(summary)).toBeVisible();
  // What the person wrote is never there, nor the API's own words.
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('non-acute positive');
  expect(text).not.toContain(said);
  expect(text).not.toMatch(/"(severity|test_id|total_score)"/);
  // Crisis lines on the page itself, one tap away.
  const crisis = main.getByRole('region', { name: 'Crisis resources' });
  await expect(crisis.getByRole('link', { name: 'Call 988' })).toBeVisible();
  await expect(crisis.getByRole('link', { name: 'Call 911' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: test.info().outputPath('fixes18-shared-progress-375.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 860 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({
    path: test.info().outputPath('fixes18-shared-progress-1280.png'),
    fullPage: true,
  });

  // The app's JSON stays where it was, for whatever reads it.
  const token = new URL(both.body.url).pathname.split('/').at(-1)!;
  const json = await page.request.get(`/api/shared-progress/${token}`);
  expect(json.headers()['content-type']).toContain('application/json');
  // A link handed out before this page existed opens the page too, not JSON.
  const old = await page.goto(`/api/shared-progress/${token}`);
  expect(old!.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { level: 1, name: 'Shared progress from Doro' })).toBeVisible();

  // A link with the sessions only: no questionnaire, not even a heading for them.
  const sessionsOnly = await api(baseUrl, owner, '/users/me/share-progress', {
    method: 'POST',
    body: { include: ['sessions'], expires_in_days: 7 },
  });
  await page.goto(sessionsOnly.body.url);
  await expect(page.getByText(summary)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('ASQ');
  await expect(page.getByRole('heading', { name: 'Questionnaire results' })).toHaveCount(0);

  // Revoked: a clear message, nothing of the summary, and the crisis lines still there.
  expect(
    (await api(baseUrl, owner, `/users/me/share-progress/${sessionsOnly.body.id}`, { method: 'DELETE' })).status,
  ).toBe(204);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('This progress link does not exist, has expired or was revoked.');
  await expect(page.getByText(summary)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Call 988' })).toBeVisible();
});

test('the support form shows its limit and a live count, and refuses a long message without losing a character', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Contact Doro support' });
  const message = form.getByRole('textbox', { name: 'Message' });
  await expect(form).toContainText('5,000 characters at most');
  await form.getByRole('textbox', { name: 'Email' }).fill('long.writer@example.com');

  // Words of four letters, so neither the whole nor its first 5,000 characters end with a space.
  const long = Array.from({ length: 5200 }, (_, index) => (index % 10 === 4 ? ' ' : 'a')).join('');
  await message.fill(long);
  // Nothing cut: the whole text stays in the box, and the count says how far over it is.
  await expect(message).toHaveValue(long);
  await expect(form.getByTestId('message-count')).toHaveText('5,200 of 5,000 characters: 200 too many');

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/support/contact')) posts.push(request.method());
  });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please keep your message to 5,000 characters or fewer (it has 5,200).')).toBeVisible();
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveValue(long);
  expect(posts).toEqual([]);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('fixes18-support-375.png') });
  await page.setViewportSize({ width: 1280, height: 860 });
  await expect(form.getByTestId('message-count')).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('fixes18-support-1280.png') });
  await page.setViewportSize({ width: 375, height: 740 });

  // Typing at the end, by keyboard, the count follows.
  await message.press('End');
  await message.press('Backspace');
  await expect(form.getByTestId('message-count')).toHaveText('5,199 of 5,000 characters: 199 too many');

  // The server refuses what the form would, in words: a 400 naming the field and the limit.
  const refused = await page.request.post('/api/support/contact', {
    data: { email: 'long.writer@example.com', message: 'x'.repeat(5001) },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe('message: must be at most 5000 characters long');

  // Cut down to the limit, all of it goes. Answered here, not by the server: it takes 5 messages per address in
  // 10 minutes, and ui-parts.spec.ts counts on all five.
  const sent: string[] = [];
  await page.route('**/api/support/contact', async (route) => {
    sent.push((route.request().postDataJSON() as { message: string }).message);
    await route.fulfill({
      status: 201,
      json: {
        id: '00000000-0000-4000-8000-000000000000',
        received_at: new Date().toISOString(),
      },
    });
  });
  await message.fill(long.slice(0, 5000));
  await expect(form.getByTestId('message-count')).toHaveText('5,000 of 5,000 characters');
  await expect(message).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you. Your message has reached us')).toBeVisible();
  expect(sent).toEqual([long.slice(0, 5000)]);
});

test('the chat: the theme toggle says what it does, and the minutes are the month’s, labelled, with the session’s beside them', async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  await openChatFromNav(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Talk with Doro' })).toBeVisible();

  // The theme: the button names the theme a press gives, by keyboard too.
  const pageColour = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await pageColour();
  const toLight = page.getByRole('button', {
    name: 'Light theme',
    exact: true,
  });
  await toLight.focus();
  await page.keyboard.press('Enter');
  const toDark = page.getByRole('button', { name: 'Dark theme', exact: true });
  await expect(toDark).toBeFocused();
  await expect(toLight).toHaveCount(0);
  await expect.poll(pageColour).not.toBe(dark);
  await page.reload();
  await expect(toDark).toBeVisible();
  await toDark.focus();
  await page.keyboard.press('Space');
  await expect(toLight).toBeFocused();
  await expect.poll(pageColour).toBe(dark);

  // Minutes: one figure for the month, said to be the month's, before, during and after a session.
  const month = page.getByTestId('minutes-this-month');
  const session = page.getByTestId('minutes-this-session');
  const server = async () =>
    (await apiAs<{ remaining_minutes: number }>(page, '/api/users/me/remaining-minutes')).body.remaining_minutes;
  const before = await server();
  await expect(month).toHaveText(`${before} minutes left this month`);
  await expect(session).toHaveCount(0);

  await page.getByRole('button', { name: 'Start session' }).click();
  await page
    .getByRole('dialog', { name: 'Before you start' })
    .getByRole('button', { name: 'I understand and accept' })
    .click();
  const popup = page.getByRole('dialog', {
    name: 'How should Doro help today?',
  });
  await popup.getByRole('radio', { name: /Guide me/ }).check();
  await popup.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(session).toHaveText(/^(29|30) minutes left in this session$/);
  await expect(month).toHaveText(new RegExp(`^(${before - 1}|${before}) minutes left this month$`));

  await page.getByRole('textbox', { name: 'Message' }).fill('I have been feeling tense before my exams.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('log', { name: 'Messages' }).locator('li[data-role="doro"]')).toHaveCount(1);
  // Still the month's figure after the server's update of the session's (it follows every message).
  await expect(month).toHaveText(new RegExp(`^(${before - 1}|${before}) minutes left this month$`));
  await expect(session).toHaveText(/^(29|30) minutes left in this session$/);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({
    path: test.info().outputPath('fixes18-chat-375.png'),
  });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.screenshot({
    path: test.info().outputPath('fixes18-chat-1280.png'),
  });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'End session' }).click();
  await expect(session).toHaveCount(0);
  const after = await server();
  await expect(month).toHaveText(`${after} minutes left this month`);
});

test('the particle dots never show over the questionnaire results chart', async ({ page }) => {
  // One still frame of dots (reduced motion), on a screen wide enough to have them.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 860 });
  const user = await chatUser(baseUrl, emulatorHost());
  for (const value of [1, 3]) {
    const answers = Array.from({ length: 7 }, (_, index) => ({
      question_id: `gad-7-${index + 1}`,
      value,
    }));
    expect(
      (
        await api(baseUrl, user, '/users/me/ptests/gad-7/responses', {
          method: 'POST',
          body: { answers },
        })
      ).status,
    ).toBe(201);
  }
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  const chart = page.getByRole('figure', {
    name: 'GAD-7: Generalized Anxiety Disorder scale over time',
  });
  await expect(chart).toBeVisible();
  const particles = page.getByTestId('particle-background');
  await expect(particles).toHaveAttribute('data-particle-count', '200');
  await chart.scrollIntoViewIfNeeded();

  // The drawing and the whole screen with the dots, then with the dots wiped from the canvas (still mode draws no
  // other frame). The canvas stays, so the page is composed the same way both times: only the dots change. A chart
  // still settling (its data arriving, a font) can change between two shots, so the pair is taken again, with the
  // dots drawn afresh by a resize, until the chart holds still; dots over the chart would differ every time.
  const drawing = chart.locator('svg');
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('resize')));
    const chartWithDots = await drawing.screenshot({ animations: 'disabled' });
    const screenWithDots = await page.screenshot({ animations: 'disabled' });
    await particles.evaluate((canvas: HTMLCanvasElement) => {
      canvas.getContext('2d')!.clearRect(0, 0, canvas.width, canvas.height);
    });
    const chartWithoutDots = await drawing.screenshot({ animations: 'disabled' });
    const screenWithoutDots = await page.screenshot({ animations: 'disabled' });
    // The dots were on the screen, around the chart, and none of them showed on the chart.
    expect(await differingPixels(page, screenWithDots, screenWithoutDots)).toBeGreaterThan(0);
    expect(await differingPixels(page, chartWithDots, chartWithoutDots)).toBe(0);
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);
});
