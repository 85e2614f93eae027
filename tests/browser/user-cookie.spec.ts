/**
 * The cookie holding the ID token lives no longer than the token (an hour), and its going does not sign anyone out:
 * once it has expired, a reload still restores the session from Firebase, which writes a fresh token back.
 */
import { expect, test } from '@playwright/test';
import { signUp } from './helpers';

const userCookie = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'doro_user');

test('the token cookie expires with its token, and a reload after that still finds the user signed in', async ({
  page,
}) => {
  const email = await signUp(page);
  const written = await userCookie(page);
  const { accessToken } = JSON.parse(decodeURIComponent(written!.value)) as { accessToken: string };
  const { exp } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { exp: number };
  // The browser drops the cookie when the token expires, not a month later.
  expect(written!.expires).toBeLessThanOrEqual(exp + 1);
  expect(written!.expires).toBeGreaterThan(Date.now() / 1000);

  // An hour later: the token's cookie is gone; who signed in is still known (without any token).
  await page.context().clearCookies({ name: 'doro_user' });
  const known = (await page.context().cookies()).find((cookie) => cookie.name === 'doro_user_info');
  expect(decodeURIComponent(known!.value)).toContain(email);
  expect(known!.value).not.toContain(accessToken.split('.')[1]!.slice(0, 20));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect.poll(async () => Boolean(await userCookie(page))).toBe(true);
});
