/**
 * /profile in Chromium (issue 7): the account, plan and what remains; the data download holds the user's sessions
 * (summary and transcript) and questionnaire results, made beforehand through the API and the chat socket; a
 * progress link opens its summary and stops once revoked; deleting the account signs out and ends the sign-in.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { api, chatUser, finishedSession, rememberingUser } from '../integration/chat-client';
import { TEST_USER_PASSWORD } from '../integration/emulator-users';
import { emulatorHost, logIn, testServerUrl } from './helpers';

const baseUrl = testServerUrl;
const password = TEST_USER_PASSWORD; // what chatUser signs up with

test('the data download contains the user’s sessions and questionnaire results', async ({ page }) => {
  const user = await chatUser(baseUrl, emulatorHost());
  const said = 'My exams start next week and I cannot sleep.';
  const sessionId = await finishedSession(baseUrl, user, said);
  const answers = Array.from({ length: 7 }, (_, index) => ({ question_id: `gad-7-${index + 1}`, value: 2 }));
  const scored = await api(baseUrl, user, '/users/me/ptests/gad-7/responses', { method: 'POST', body: { answers } });
  expect(scored.status).toBe(201);

  await logIn(page, user.email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account', exact: true })).toContainText(user.email);
  await expect(page.getByTestId('disclaimer-status')).toContainText('Accepted on');
  await expect(page.getByTestId('current-plan')).toContainText('Free trial');
  await expect(page.getByTestId('remaining')).toContainText(/Left this month: \d+ minutes and \d+ sessions?\./);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^doro-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    user: { email: string };
    sessions: Array<{ id: string; summary: string | null; transcript: Array<{ role: string; text: string }> }>;
    tables: Record<string, Array<Record<string, unknown>>>;
  };
  expect(data.user.email).toBe(user.email);
  expect(data.sessions.map((session) => session.id)).toEqual([sessionId]);
  expect(data.sessions[0]!.summary).toBeTruthy();
  expect(data.sessions[0]!.transcript).toContainEqual(expect.objectContaining({ role: 'user', text: said }));
  expect(data.sessions[0]!.transcript.some((turn) => turn.role === 'doro')).toBe(true);
  // Keys arrive camelCased, like every API answer in the app.
  const results = data.tables.ptestResponses ?? [];
  expect(results).toHaveLength(1);
  expect(results[0]).toMatchObject({ testId: 'gad-7', totalScore: scored.body.total_score });
});

test('a progress link shows the chosen summary until revoked; deleting the account signs out for good', async ({
  page,
}) => {
  const user = await chatUser(baseUrl, emulatorHost());
  await finishedSession(baseUrl, user, 'Talking helped today.');
  await logIn(page, user.email);
  await page.goto('/profile');

  const share = page.getByRole('form', { name: 'Share progress' });
  await share.getByLabel('My session summaries').check();
  await share.getByRole('button', { name: 'Make a progress link' }).click();
  const link = page.getByRole('link', { name: /\/shared-progress\// });
  await expect(link).toBeVisible();
  const url = (await link.getAttribute('href'))!;
  // The link opens a page (fixes18.spec.ts); the page reads the JSON at /api/shared-progress/<token>.
  const shared = await page.request.get(url.replace('/shared-progress/', '/api/shared-progress/'));
  expect(shared.status()).toBe(200);
  const summary = (await shared.json()) as { sessions: unknown[]; questionnaires: unknown[] };
  expect(summary.sessions).toHaveLength(1);
  expect(summary.questionnaires).toEqual([]);

  await page.getByRole('list', { name: 'Your progress links' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('list', { name: 'Your progress links' })).toContainText('revoked');
  expect((await page.request.get(url.replace('/shared-progress/', '/api/shared-progress/'))).status()).toBe(404);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await api(baseUrl, user, '/users/me/')).status).toBe(200);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await api(baseUrl, user, '/users/me/')).status).toBe(401);

  // The sign-in is gone too: the same email and password no longer log in.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a memory line is corrected in the person’s words, by keyboard; an empty line is refused and changes nothing', async ({
  page,
}) => {
  const user = await rememberingUser(baseUrl, emulatorHost());
  await finishedSession(baseUrl, user, 'My exams start next week and I cannot sleep.');
  const [item] = (await api(baseUrl, user, '/users/me/memory')).body.items;

  await logIn(page, user.email);
  await page.goto('/profile');
  const memory = page.getByRole('region', { name: 'What Doro remembers' });
  await expect(memory).toContainText(item.summary);
  await memory.getByRole('button', { name: /^Edit the session of/ }).focus();
  await page.keyboard.press('Enter');
  const field = memory.getByLabel(/What Doro should remember of/);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(item.summary);

  await field.fill('   ');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(memory.getByRole('alert')).toHaveText('Write what Doro should remember, or use Forget instead.');
  expect((await api(baseUrl, user, '/users/me/memory')).body.items[0].summary).toBe(item.summary);

  await field.fill('Exams next week, and sleep has been hard. I want to try a wind-down routine.');
  await memory.getByRole('button', { name: 'Save' }).click();
  await expect(field).toBeHidden();
  await expect(memory).toContainText('I want to try a wind-down routine.');
  expect((await api(baseUrl, user, '/users/me/memory')).body.items[0].summary).toBe(
    'Exams next week, and sleep has been hard. I want to try a wind-down routine.',
  );
});
