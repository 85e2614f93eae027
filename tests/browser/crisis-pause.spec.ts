/**
 * Issue 20's Chromium check of the crisis interruption (Oregon SB 1546 from 2027-01-01; a place not known gets the
 * strictest rule): a crisis message pauses the conversation with the crisis lines, first in the focus, the message
 * box closed and no word of Doro's, until the person chooses to go on; the pause comes back after a reload; axe
 * clean, on a phone (375 px) and a desktop (1280 px). The server reads the law at 2027-01-02 for this file only
 * (PUT /api/test-only/law-date), and today again after.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { recordFrameTypes, startChatAsNewUser, tabTo, testServerUrl } from './helpers';

const crisis = "I have the pills right here and I'm going to take them all tonight";

async function moveLaw(at: string | null) {
  const response = await fetch(`${testServerUrl}/api/test-only/law-date`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at }),
  });
  expect(response.status).toBe(200);
}

test.beforeAll(() => moveLaw('2027-01-02T00:00:00Z'));
test.afterAll(() => moveLaw(null));

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const pausePanel = (page: Page) => page.getByRole('region', { name: 'Let’s pause here for a moment' });
const goOnButton = (page: Page) => page.getByRole('button', { name: 'I’m safe to keep talking' });

for (const { name, width, height } of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 860 },
]) {
  test(`a crisis message pauses the conversation until the person chooses to go on (${name}, ${width} px)`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    const frames = recordFrameTypes(page);
    await startChatAsNewUser(page);
    await expect(messageBox(page)).toBeEnabled();
    const log = page.getByRole('log', { name: 'Messages' });

    await messageBox(page).fill(crisis);
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    // The referral, in the focus (a screen reader says its heading), with its calls and texts.
    const panel = pausePanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Let’s pause here for a moment' })).toBeFocused();
    await expect(panel).toContainText('If you are in danger now, call 911.');
    await expect(panel.getByRole('link', { name: 'Call 911', exact: true })).toHaveAttribute('href', 'tel:911');
    await expect(panel.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute('href', 'tel:988');
    await expect(panel.getByRole('link', { name: 'Text 988', exact: true })).toHaveAttribute('href', 'sms:988');
    await expect(panel.getByRole('link', { name: 'Call 1-800-668-6868' })).toHaveAttribute('href', 'tel:18006686868');
    // The crisis card is in the conversation too, and the message box is closed.
    await expect(log.getByRole('region', { name: 'Crisis resources' })).toBeVisible();
    await expect(messageBox(page)).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath(`crisis-pause-${width}.png`) });
    await expectNoAxeViolations(page);

    // No word of Doro's after the card, on the wire or on the screen.
    const cardFrame = frames.indexOf('crisis');
    expect(cardFrame).toBeGreaterThan(-1);
    expect(frames.indexOf('crisisPause')).toBeGreaterThan(cardFrame);
    expect(frames.slice(cardFrame).filter((type) => type.startsWith('reply'))).toEqual([]);
    await expect(log.locator('li[data-role="doro"]')).toHaveCount(0);

    if (width === 1280) {
      // A reload: the pause is still there once the session is resumed.
      await page.reload();
      await page.getByRole('button', { name: 'Resume session' }).click();
      await expect(pausePanel(page)).toBeVisible();
      await expect(messageBox(page)).toBeDisabled();
      await expect(log.locator('li[data-role="doro"]')).toHaveCount(0);
    }

    // By keyboard: from the lines to the choice to go on.
    await tabTo(page, goOnButton(page));
    await page.screenshot({ path: test.info().outputPath(`crisis-pause-go-on-${width}.png`) });
    await page.keyboard.press('Enter');
    await expect(pausePanel(page)).toBeHidden();
    await expect(messageBox(page)).toBeEnabled();
    await expect(messageBox(page)).toBeFocused();
    // Doro answers now, after the person chose to go on.
    await expect(log.locator('li[data-role="doro"]').last()).not.toBeEmpty();
    await expect(log.locator('li[data-role="doro"]').last()).toContainText(/988|safe/);
    expect(frames.indexOf('crisisPauseEnded')).toBeLessThan(frames.lastIndexOf('replyEnd'));
    await expectNoAxeViolations(page);
  });
}
