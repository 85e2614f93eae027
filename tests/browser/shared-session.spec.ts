/**
 * A share link opened in Chromium by someone who is not signed in: the summary and its date show, the
 * conversation does not, and once the owner revokes the link the page says it opens nothing.
 */
import { expect, test } from '@playwright/test';
import { api, chatUser, finishedSession } from '../integration/chat-client';

const baseUrl = `http://localhost:${process.env.DORO_BROWSER_TEST_PORT ?? 3210}`;

test('a logged-out visitor reads a shared summary, never the transcript, until the link is revoked', async ({
  page,
}) => {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST must name the run’s Auth emulator');
  const owner = await chatUser(baseUrl, emulatorHost);
  const sessionId = await finishedSession(baseUrl, owner, 'I finally told my coach how I feel.');
  const share = await api(baseUrl, owner, `/sessions/${sessionId}/share`, { method: 'POST', body: {} });
  expect(share.status).toBe(201);
  const transcript = await api(baseUrl, owner, `/sessions/session-transcript/${sessionId}`);
  const reply = (transcript.body.messages as Array<{ role: string; text: string }>).find((m) => m.role === 'doro');
  const summary = (await api(baseUrl, owner, '/users/me/last-session')).body.session.summary as string;

  const path = new URL(share.body.url).pathname;
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'A shared Doro session' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Session of / })).toBeVisible();
  await expect(page.getByText(summary)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(reply?.text ?? 'no reply');
  // Never indexed, and the crisis lines are on the page.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Call 988' })).toBeVisible();

  expect((await api(baseUrl, owner, `/sessions/${sessionId}/share`, { method: 'DELETE' })).status).toBe(204);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('This link does not open anything');
  await expect(page.getByText(summary)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Call 988' })).toBeVisible();

  await page.goto('/shared/not-a-real-link');
  await expect(page).toHaveURL(/\/shared\/not-a-real-link$/);
  await expect(page.getByRole('alert')).toContainText('This link does not open anything');
});
