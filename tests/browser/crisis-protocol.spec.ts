import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './helpers';

const path = '/about/crisis-protocol';

async function expectProtocol(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Our crisis protocol' })).toBeVisible();
  await expect(page.locator('main')).toContainText('not a human, not a therapist and not an emergency service');
  await expect(page.locator('main')).toContainText('no message text and nothing that identifies you');

  const resources = page.getByRole('region', { name: 'Crisis resources' });
  await expect(resources).toBeVisible();
  const links: ReadonlyArray<readonly [string, string]> = [
    ['Call 988', 'tel:988'],
    ['Text 988', 'sms:988'],
    ['Call 911', 'tel:911'],
    ['Call 1-800-668-6868', 'tel:18006686868'],
    ['Text 686868', 'sms:686868'],
  ];
  for (const [name, href] of links) {
    await expect(resources.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(resources.getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute(
    'href',
    'https://findahelpline.com',
  );

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

test('the crisis protocol is public: a visitor without an account reads it', async ({ page }) => {
  await page.goto(path);
  await expectProtocol(page);
});

test('the crisis protocol passes the logged-in guard', async ({ page }) => {
  await signUp(page);
  await page.goto(path);
  await expectProtocol(page);
});

test("the crisis protocol page lists each law's duty and how Doro meets it, and last year's referrals", async ({
  page,
}) => {
  await page.goto('/about/crisis-protocol');
  const laws = page.getByRole('region', { name: 'The law where you live' });
  await expect(laws.getByRole('heading', { name: 'Washington HB 2225 (AI companion chatbots)' })).toBeVisible();
  await expect(laws).toContainText('People under 18 are told every hour that Doro is an AI');
  await expect(laws).toContainText('From January 1, 2027');
  await expect(laws.getByRole('heading', { name: /Quebec Law 25/ })).toBeVisible();
  const lastYear = new Date().getUTCFullYear() - 1;
  await expect(page.getByRole('region', { name: `Crisis referrals in ${lastYear}` })).toContainText(
    'no words and nothing that identifies anyone',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '/tmp/pw-h5/crisis-protocol-375.png', fullPage: true });
});
