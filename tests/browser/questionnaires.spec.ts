/**
 * Questionnaires in Chromium (issue 6): a visitor finds and completes GAD-7 with the keyboard and the mouse, sees
 * the result in the focus mode, and after signing up finds it in the profile's trend; PHQ-9 with item 9 answered
 * shows the crisis resources first; a reload in the form loses no answer; every page is axe-clean.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './helpers';

async function expectAxeClean(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    what,
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** Chooses an answer by its label and goes on. */
async function answer(page: Page, label: string): Promise<void> {
  await page.getByRole('radio', { name: label, exact: true }).check();
  await page.getByRole('button', { name: /^(Next|See my result)$/ }).click();
}

test('a visitor completes GAD-7, sees the result, signs up and finds it in the profile trend', async ({ page }) => {
  await page.goto('/database');
  await expect(page.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Questionnaires' }).getByRole('listitem')).toHaveCount(7);
  await expectAxeClean(page, '/database');

  await page.getByLabel('Category').selectOption({ label: 'Anxiety' });
  await expect(page.getByRole('list', { name: 'Questionnaires' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Category').selectOption({ label: 'All categories' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('anxiety disorder');
  await expect(page.getByRole('list', { name: 'Questionnaires' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('link', { name: /GAD-7/ }).click();

  await expect(page).toHaveURL(/\/questionnaire\/anxiety\/gad-7$/);
  await expect(page.getByRole('heading', { level: 1, name: /GAD-7/ })).toBeVisible();
  await expect(page.getByText(/Spitzer, Kroenke, Williams & Löwe, 2006/).first()).toBeVisible();
  await expectAxeClean(page, 'gad-7 intro');
  await page.getByRole('button', { name: 'Start the questionnaire' }).click();

  // The form: header and footer hidden, one item at a time, progress shown.
  await expect(page).toHaveURL(/mode=form/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText('Question 1 of 7')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Feeling nervous, anxious, or on edge' })).toBeFocused();
  await expectAxeClean(page, 'gad-7 form');

  // Item 1 by keyboard only: Tab into the group, arrows choose, Enter goes on.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Not at all' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'More than half the days' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 2 of 7')).toBeVisible();

  // Next with nothing chosen says so and stays.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose an answer to go on.');
  await expect(page.getByText('Question 2 of 7')).toBeVisible();

  await answer(page, 'More than half the days');
  // Back and forth keeps the answers.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'More than half the days' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Question 1 of 7')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'More than half the days' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await answer(page, 'More than half the days');

  // A reload in the middle of the form takes up where it was, answers kept.
  await page.reload();
  await expect(page.getByText('Question 4 of 7')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'More than half the days' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  for (const label of ['More than half the days', 'More than half the days', 'Several days']) await answer(page, label);
  await expect(page.getByText('Question 7 of 7')).toBeVisible();
  await answer(page, 'Several days');

  // The result: 2+2+2+2+2+1+1 = 12, moderate.
  await expect(page).toHaveURL(/mode=result/);
  await expect(page.getByRole('heading', { level: 1, name: /Your result: GAD-7/ })).toBeVisible();
  await expect(page.getByText('12 out of 21')).toBeVisible();
  await expect(page.getByText('Moderate', { exact: true })).toBeVisible();
  await expect(page.getByText(/screening, not a diagnosis/)).toBeVisible();
  await expect(page.getByText(/^Source: Generalized Anxiety Disorder-7/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'create an account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Crisis resources' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectAxeClean(page, 'gad-7 result');

  // Sign up: the kept result is saved to the new account and shows in the profile's trend.
  await signUp(page);
  await page.goto('/profile');
  const trend = page.getByTestId('trend-gad-7');
  await expect(trend).toBeVisible({ timeout: 20_000 });
  await expect(trend.getByText(/GAD-7.* over time/)).toBeVisible();
  const rows = trend.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('12');
  // The band by its title, as the result page names it.
  await expect(rows.nth(1)).toContainText('Moderate');
  // The band thresholds of the reference (5, 10, 15) are drawn.
  await expect(trend.locator('[data-threshold]')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Download as CSV' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as CSV' }).click();
  const csv = await (await (await download).createReadStream()).toArray();
  expect(Buffer.concat(csv).toString()).toMatch(/^date,questionnaire_id,.*\r\n.*,gad-7,.*,12,moderate,/s);

  await page.getByRole('link', { name: /Printable page/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My questionnaire results' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('12');
  await expectAxeClean(page, 'printable history');
});

test('PHQ-9 with item 9 answered shows the crisis resources first, even with a minimal total', async ({ page }) => {
  await page.goto('/questionnaire/depression/phq-9');
  await page.getByRole('button', { name: 'Start the questionnaire' }).click();
  for (let item = 1; item <= 8; item += 1) await answer(page, 'Not at all');
  await expect(page.getByRole('heading', { level: 2, name: /better off dead/ })).toBeVisible();
  await answer(page, 'Several days');

  await expect(page).toHaveURL(/mode=result/);
  const crisis = page.getByRole('region', { name: 'Crisis resources' });
  await expect(crisis).toBeVisible();
  await expect(crisis.getByRole('link', { name: 'Call 988' })).toBeVisible();
  await expect(page.getByText('Minimal', { exact: true })).toBeVisible();
  // First: the crisis resources come before the score in reading order.
  const crisisFirst = await page.evaluate(() => {
    const card = [...document.querySelectorAll('section')].find((s) => s.textContent?.includes('Call 988'));
    const score = document.getElementById('score-heading');
    return Boolean(card && score && card.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(crisisFirst).toBe(true);
  await expectAxeClean(page, 'phq-9 result with risk');
});

test('an unknown questionnaire says so, with a way back', async ({ page }) => {
  await page.goto('/questionnaire/depression/epds');
  await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all questionnaires' })).toBeVisible();
});
