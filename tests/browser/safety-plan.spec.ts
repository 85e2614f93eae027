/**
 * The safety plan and the crisis card's history in Chromium, against the real server: a plan written on /profile is
 * what the chat's crisis card shows first; someone without a plan is offered one after a crisis card, and can make
 * it by keyboard without leaving the conversation; and the card stays where it appeared after a reload (resume) and
 * in the transcript.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, signUp, tabTo } from './helpers';

const atRisk = "I have the pills right here and I'm going to take them all tonight";

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const conversation = (page: Page) => page.getByRole('log', { name: 'Messages' });
const doroLines = (page: Page) => conversation(page).locator('li[data-role="doro"]');

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target),
  }));
  expect(violations).toEqual([]);
}

async function send(page: Page, text: string) {
  const replies = await doroLines(page).count();
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(doroLines(page)).toHaveCount(replies + 1, { timeout: 20_000 });
}

/** Into a first session: the disclaimer, then the directiveness popup. */
async function startFirstSession(page: Page) {
  await page.goto('/doro-chat');
  await page.getByRole('button', { name: 'Start session' }).click();
  const disclaimer = page.getByRole('dialog', { name: 'Before you start' });
  await disclaimer.getByRole('button', { name: 'I understand and accept' }).click();
  const popup = page.getByRole('dialog', { name: 'How should Doro help today?' });
  await popup.getByRole('radio', { name: /Listen/ }).check();
  await popup.getByRole('button', { name: 'Begin' }).click();
  await expect(messageBox(page)).toBeVisible();
}

/** What the conversation's list holds, in order: user, doro, or the notice's kind (the offline engine's notice and Doro's greeting left out). */
async function conversationOrder(list: Locator): Promise<string[]> {
  const kinds = await list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-role') ?? item.getAttribute('data-notice')));
  return kinds.filter((kind): kind is string => kind !== null && kind !== 'offline-engine' && kind !== 'greeting');
}

/** True when `first` comes before `second` in the page. */
async function comesBefore(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle();
  return first.evaluate(
    (node, target) => Boolean(target && node.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING),
    other,
  );
}

/** No sideways scroll, and every control of the region within the viewport's width. */
async function expectFitsWidth(page: Page, region: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const width = page.viewportSize()!.width;
  for (const control of await region.locator('button, input, a').all()) {
    const box = await control.boundingBox();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  }
}

test('a plan saved on /profile is what the crisis card shows first, before the helplines', async ({ page }) => {
  test.slow();
  await signUp(page);
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Safety plan', exact: true });
  await panel.getByRole('button', { name: 'Make my safety plan' }).click();
  const form = panel.getByRole('form', { name: 'Safety plan' });
  await form.getByLabel('Warning signs, item 1', { exact: true }).fill('I stop answering my friends');
  await form.getByLabel('Things I can do on my own, item 1', { exact: true }).fill('Walk the dog around the block');
  await form.getByLabel('Name, People I can ask for help, person 1', { exact: true }).fill('Aunt Rosa');
  await form.getByLabel('Phone (optional), People I can ask for help, person 1', { exact: true }).fill('call her');
  await form.getByRole('button', { name: 'Add 9-8-8 Suicide Crisis Helpline (call or text), 988' }).click();
  await form.getByLabel('Making my surroundings safer, item 1', { exact: true }).fill('Give my pills to Mom to keep');
  await expectNoAxeViolations(page);

  // A phone number that is not one: said in words, at the field, and nothing is saved.
  await form.getByRole('button', { name: 'Save plan' }).click();
  const problems = form.getByRole('alert');
  await expect(problems).toContainText('“call her” is not a phone number');
  const rosasPhone = form.getByLabel('Phone (optional), People I can ask for help, person 1', { exact: true });
  await expect(rosasPhone).toHaveAttribute('aria-invalid', 'true');
  expect((await apiAs<{ plan: unknown }>(page, '/api/users/me/safety-plan')).body.plan).toBeNull();

  await rosasPhone.fill('416-555-0199');
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(form).toHaveCount(0);
  const saved = panel.getByRole('region', { name: 'Your safety plan' });
  await expect(saved).toContainText('I stop answering my friends');
  const callRosa = saved.getByRole('link', { name: 'Call Aunt Rosa at 416-555-0199' });
  await expect(callRosa).toHaveAttribute('href', 'tel:4165550199');
  await expectNoAxeViolations(page);

  // In the chat: the plan is read once for the page, not again for each message.
  const planReads: string[] = [];
  page.on('request', (request) => {
    const readsPlan = request.method() === 'GET' && request.url().endsWith('/api/users/me/safety-plan');
    if (readsPlan) planReads.push(request.url());
  });
  await startFirstSession(page);
  await send(page, 'Work was long today and I am tired.');
  await send(page, atRisk);

  const card = conversation(page).getByRole('region', { name: 'Crisis resources' });
  await expect(card).toHaveCount(1);
  const yourPlan = card.getByRole('region', { name: 'Your plan' });
  await expect(yourPlan).toContainText('I stop answering my friends');
  // The conversation stops at the card's top, not below it: its first lines are what the person sees.
  await expect(card.getByRole('link', { name: 'Call 911', exact: true })).toBeInViewport();
  await expect(yourPlan.getByRole('heading', { name: 'Your plan' })).toBeInViewport();
  await expect(yourPlan).toContainText('Walk the dog around the block');
  await expect(yourPlan).toContainText('Give my pills to Mom to keep');
  await expect(yourPlan.getByRole('link', { name: 'Call Aunt Rosa at 416-555-0199' })).toHaveAttribute(
    'href',
    'tel:4165550199',
  );
  // Their plan first, then the helplines; imminent danger keeps the one 911 line above everything.
  const helpline = card.getByRole('link', { name: 'Call 988', exact: true });
  expect(await comesBefore(yourPlan, helpline)).toBe(true);
  expect(await comesBefore(yourPlan, card.getByRole('link', { name: 'Call 1-800-668-6868' }))).toBe(true);
  expect(await comesBefore(card.getByRole('link', { name: 'Call 911', exact: true }), yourPlan)).toBe(true);
  // With a plan, no offer to make one.
  await expect(page.getByTestId('plan-offer')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await send(page, 'Thank you for staying with me.');
  expect(planReads.length).toBeLessThanOrEqual(1);
});

test('without a plan, a crisis card brings an offer; it opens the editor by keyboard, the conversation stays', async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  await startFirstSession(page);
  await send(page, atRisk);
  const card = conversation(page).getByRole('region', { name: 'Crisis resources' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('region', { name: 'Your plan' })).toHaveCount(0);

  const offer = page.getByTestId('plan-offer');
  await expect(offer).toBeVisible();
  const make = offer.getByRole('button', { name: 'Make a safety plan' });
  await tabTo(page, make);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Your safety plan' });
  await expect(dialog).toBeVisible();
  // Nothing typed yet: Escape closes it, and the focus goes back to the offer.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(make).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const firstField = dialog.getByLabel('Warning signs, item 1', { exact: true });
  await expect(firstField).toBeFocused();
  await page.keyboard.type('I go very quiet');
  // Typed something: Escape asks before losing it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectNoAxeViolations(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Save plan' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  // The same conversation, now with their plan in the card; the offer is gone, and the message box has the focus.
  await expect(conversation(page).locator('li[data-role="user"]')).toHaveText([`You${atRisk}`]);
  await expect(card.getByRole('region', { name: 'Your plan' })).toContainText('I go very quiet');
  await expect(offer).toHaveCount(0);
  await expect(messageBox(page)).toBeFocused();
  const stored = await apiAs<{ plan: { warning_signs: string[] } }>(page, '/api/users/me/safety-plan');
  expect(stored.body.plan.warning_signs).toEqual(['I go very quiet']);
});

test('after a reload (resume) and in the transcript, the crisis card is where it appeared; no second offer', async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  await startFirstSession(page);
  await send(page, 'Work was long today and I am tired.');
  await send(page, atRisk);
  await send(page, 'I will put them in the kitchen cupboard for now.');
  const expected = ['user', 'doro', 'user', 'crisis', 'doro', 'user', 'doro'];
  const list = conversation(page).locator(':scope > ol');
  expect(await conversationOrder(list)).toEqual(expected);
  await expect(conversation(page).locator('li[data-notice="crisis"]')).toHaveAttribute('data-after-seq', '3');

  await page.getByTestId('plan-offer').getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByTestId('plan-offer')).toHaveCount(0);
  await expect(messageBox(page)).toBeFocused();

  await page.reload();
  await page.getByRole('button', { name: 'Resume session' }).click();
  await expect(doroLines(page)).toHaveCount(3);
  expect(await conversationOrder(list)).toEqual(expected);
  const card = conversation(page).getByRole('region', { name: 'Crisis resources' });
  await expect(card.getByRole('link', { name: 'Call 911', exact: true })).toBeVisible();
  await expect(page.getByTestId('plan-offer')).toHaveCount(0);

  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByRole('button', { name: 'New session' })).toBeVisible({ timeout: 30_000 });
  const earlier = page.getByRole('region', { name: 'Earlier sessions' });
  await earlier
    .getByRole('button', { name: /^Read transcript/ })
    .first()
    .click();
  const transcript = page.getByRole('dialog', { name: /^Transcript of/ });
  const lines = transcript.getByRole('list', { name: 'Transcript' });
  await expect(lines.locator(':scope > li[data-seq]')).toHaveCount(6);
  expect(await conversationOrder(lines)).toEqual(expected);
  await expect(lines.locator(':scope > li[data-notice="crisis"]')).toHaveAttribute('data-after-seq', '3');
  const transcriptCard = transcript.getByRole('region', { name: 'Crisis resources' });
  await expect(transcriptCard).toContainText('If you are in danger now, call 911.');
  await expectNoAxeViolations(page);
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 860 },
]) {
  test(`at ${viewport.width} px the plan's editor and the crisis card fit, no sideways scroll`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signUp(page);
    await page.goto('/profile#safety-plan');
    const panel = page.getByRole('region', { name: 'Safety plan', exact: true });
    await panel.getByRole('button', { name: 'Make my safety plan' }).click();
    const form = panel.getByRole('form', { name: 'Safety plan' });
    const firstSign = form.getByLabel('Warning signs, item 1', { exact: true });
    await firstSign.fill('I stop answering my friends and stay in my room all weekend');
    await form.getByLabel('Name, People I can ask for help, person 1', { exact: true }).fill('Aunt Rosa');
    const phone = form.getByLabel('Phone (optional), People I can ask for help, person 1', { exact: true });
    await phone.fill('+1 (416) 555-0199');
    await form.getByRole('button', { name: /^Add Kids Help Phone/ }).click();
    await expectFitsWidth(page, panel);
    await form.getByRole('button', { name: 'Save plan' }).click();
    await expect(panel.getByRole('region', { name: 'Your safety plan' })).toBeVisible();
    await expectFitsWidth(page, panel);

    await startFirstSession(page);
    await send(page, atRisk);
    const card = conversation(page).getByRole('region', { name: 'Crisis resources' });
    await expect(card.getByRole('region', { name: 'Your plan' })).toBeVisible();
    await expectFitsWidth(page, card);
  });
}
