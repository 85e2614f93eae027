/**
 * Issue 20, consent (PIPEDA): on /profile, memory across sessions is off until the person turns it on; the screen
 * says what is kept, where it is processed and how to take it back; turning memory off asks first, then deletes what
 * is remembered. By keyboard, axe clean, at a phone's width and a laptop's.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { api, chatUser, finishedSession } from '../integration/chat-client';
import { emulatorHost, logIn, testServerUrl } from './helpers';

const baseUrl = testServerUrl;

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** A new person, signed in at this size, on /profile: their privacy choices. */
async function openPrivacyChoices(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  const user = await chatUser(baseUrl, emulatorHost());
  await logIn(page, user.email);
  await page.goto('/profile');
  return { user, choices: page.getByRole('region', { name: 'Your privacy choices' }) };
}

for (const size of [
  { width: 375, height: 740 },
  { width: 1280, height: 860 },
]) {
  test(`memory is off until turned on, says what is kept, where and how to take it back; off deletes it (${size.width}px)`, async ({
    page,
  }) => {
    const { user, choices } = await openPrivacyChoices(page, size);
    const remember = choices.getByRole('checkbox', { name: 'Remember my sessions' });
    await expect(remember).not.toBeChecked();
    await expect(choices).toContainText('What is kept: a short summary of each finished session');
    await expect(choices).toContainText('Off until you turn it on.');
    await expect(choices).toContainText('Where: encrypted on Doro’s own server, where the summary is also written.');
    await expect(choices).toContainText('How to take it back: turn this off and everything Doro remembers is deleted');
    await expectNoAxeViolations(page);

    // Off: a finished session leaves nothing remembered.
    await finishedSession(baseUrl, user, 'My exams start next week and I cannot sleep.');
    expect((await api(baseUrl, user, '/users/me/memory')).body.items).toEqual([]);

    // On, by keyboard.
    await remember.focus();
    await page.keyboard.press('Space');
    await expect(choices.getByRole('status')).toHaveText(/Memory is on/);
    await expect(remember).toBeChecked();
    expect((await api(baseUrl, user, '/users/me/privacy-consent')).body.memory).toBe(true);
    await finishedSession(baseUrl, user, 'My exams start next week and I cannot sleep.');
    await page.reload();
    await expect(page.getByRole('region', { name: 'What Doro remembers' }).getByRole('listitem')).toHaveCount(1);

    // Off asks first; keeping it changes nothing, turning it off deletes what was remembered.
    await remember.focus();
    await page.keyboard.press('Space');
    await choices.getByRole('button', { name: 'Keep memory on' }).click();
    await expect(remember).toBeChecked();
    expect((await api(baseUrl, user, '/users/me/memory')).body.items).toHaveLength(1);
    await remember.click();
    await expectNoAxeViolations(page);
    await choices.getByRole('button', { name: 'Turn off and delete' }).click();
    await expect(choices.getByRole('status')).toHaveText('Memory is off. Doro deleted what it remembered (1 session).');
    await expect(remember).not.toBeChecked();
    expect((await api(baseUrl, user, '/users/me/memory')).body.items).toEqual([]);
    await expect(page.getByRole('region', { name: 'What Doro remembers' })).toContainText(
      'Doro doesn’t remember anything yet.',
    );
    await page.screenshot({ path: test.info().outputPath(`privacy-${size.width}.png`), fullPage: false });
  });
}

for (const size of [
  { width: 375, height: 740 },
  { width: 1280, height: 860 },
]) {
  test(`the outside model is off until turned on, says what is sent and where, by keyboard, and is kept (${size.width}px)`, async ({
    page,
  }) => {
    const { user, choices } = await openPrivacyChoices(page, size);
    const outside = choices.getByRole('checkbox', { name: 'Send my conversation to an outside AI model' });
    await expect(outside).not.toBeChecked();
    // This test server has no outside model set up: the choice says replies come from Doro's own engine.
    await expect(outside).toHaveAccessibleDescription(/^Off until you turn it on\./);
    await expect(outside).toHaveAccessibleDescription(
      /replies come from Doro’s own engine, on Doro’s server, whether this is on or off/,
    );
    await expect(outside).toHaveAccessibleDescription(/turn it off at any time/);
    await expectNoAxeViolations(page);

    // On, by keyboard; kept across a reload, and by the server.
    await outside.focus();
    await page.keyboard.press('Space');
    await expect(choices.getByRole('status')).toHaveText(/It is on, but this Doro has no outside model set up/);
    await expect(outside).toBeChecked();
    expect((await api(baseUrl, user, '/users/me/privacy-consent')).body).toMatchObject({
      outside_model: true,
      memory: false,
    });
    await page.reload();
    await expect(outside).toBeVisible();
    await expect(outside).toBeChecked();
    await expect(choices.getByRole('checkbox', { name: 'Remember my sessions' })).not.toBeChecked();
    await expectNoAxeViolations(page);

    // Off again by keyboard, at once and without asking (nothing is deleted).
    await outside.focus();
    await page.keyboard.press('Space');
    await expect(choices.getByRole('status')).toHaveText(/The outside model is off/);
    await expect(outside).not.toBeChecked();
    await outside.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`outside-model-${size.width}.png`), fullPage: false });
    await page.reload();
    await expect(outside).toBeVisible();
    await expect(outside).not.toBeChecked();
    expect((await api(baseUrl, user, '/users/me/privacy-consent')).body.outside_model).toBe(false);
  });
}

test('with an outside model set up, the choice names its host as where the conversation is processed', async ({
  page,
}) => {
  const user = await chatUser(baseUrl, emulatorHost());
  // This test server has no outside model: its answer is given the host a configured one would have.
  await page.route('**/api/users/me/privacy-consent', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, outside_model_host: 'models.example.org' } });
  });
  await logIn(page, user.email);
  await page.goto('/profile');
  const choices = page.getByRole('region', { name: 'Your privacy choices' });
  const outside = choices.getByRole('checkbox', { name: 'Send my conversation to an outside AI model' });
  await expect(outside).not.toBeChecked();
  await expect(outside).toHaveAccessibleDescription(
    /What is sent: the messages of your conversation .*Where it is processed: by the provider of the language model at models\.example\.org, outside Doro’s server\. While this is off, Doro’s own engine writes every reply on Doro’s server and nothing is sent\. How to take it back: turn this off; from your next message nothing more is sent\./,
  );
  await expectNoAxeViolations(page);
});
