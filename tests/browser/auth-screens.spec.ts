import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { birthDateForAge, choosePlace, fillConsent, uniqueEmail } from './helpers';

/** The run's Auth emulator, as the SPA learns it: GET /api/client-config. */
async function emulatorUrl(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/client-config');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { auth_emulator_url?: string; authEmulatorUrl?: string };
  const url = body.auth_emulator_url ?? body.authEmulatorUrl;
  if (!url) throw new Error('The browser tests expect local mode (an Auth emulator URL in the client config)');
  return url.replace(/\/$/, '');
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** The emulator's REST API, as Firebase's own SDK calls it (any API key is accepted). */
async function identityCall(request: APIRequestContext, method: string, data: object) {
  const url = `${await emulatorUrl(request)}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`;
  return request.post(url, { data });
}

interface OobCode {
  email: string;
  requestType: string;
}

async function passwordResetCodesFor(request: APIRequestContext, email: string): Promise<OobCode[]> {
  const response = await request.get(`${await emulatorUrl(request)}/emulator/v1/projects/demo-doro/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
}

/** GET on our API as the signed-in user of the page, with the token from the user cookie. */
async function apiAsPageUser(page: Page, path: string) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'doro_user');
  if (!cookie) throw new Error('No user cookie: the page is not signed in');
  const { accessToken } = JSON.parse(decodeURIComponent(cookie.value)) as { accessToken: string };
  return page.request.get(path, { headers: { Authorization: `Bearer ${accessToken}` } });
}

async function fillEmailAndPassword(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('calm-river-42');
  await page.getByLabel('Confirm password').fill('calm-river-42');
}

/** Whether the emulator has an account with this email and the password the tests use. */
async function accountExists(request: APIRequestContext, email: string): Promise<boolean> {
  const response = await identityCall(request, 'signInWithPassword', {
    email,
    password: 'calm-river-42',
    returnSecureToken: true,
  });
  return response.ok();
}

test.describe('forgot password', () => {
  test('is linked from /login, confirms the request, and the emulator really sent a reset', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('reset');
    expect(
      (await identityCall(request, 'signUp', { email, password: 'calm-river-42', returnSecureToken: true })).ok(),
    ).toBe(true);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      "If an account exists for that address, we've sent a link to reset your password.",
    );
    await expectNoAxeViolations(page);
    await expect.poll(async () => (await passwordResetCodesFor(request, email)).length).toBe(1);
  });

  test('says the same for an address with no account, and explains a malformed one', async ({ page, request }) => {
    const nobody = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('That email address does not look right.')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);

    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      "If an account exists for that address, we've sent a link to reset your password.",
    );
    expect(await passwordResetCodesFor(request, nobody)).toEqual([]);
  });
});

test.describe('Google sign-in through the local emulator', () => {
  test('from /signup: the age and terms first, then a logged-in user with a profile', async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto('/signup');

    // The age and terms apply to Google too: nothing opens until they are filled in.
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Please enter your date of birth.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await fillConsent(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Google sign-in (local emulator)' });
    await expect(dialog).toContainText('cannot reach Google');
    await expect(dialog.getByLabel('Google account email')).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Google account email').fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
    const me = await apiAsPageUser(page, '/api/users/me/');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email });
    const kept = await page.evaluate((key) => localStorage.getItem(key), `doro:signup-consent:${email}`);
    expect(JSON.parse(kept ?? 'null')).toMatchObject({ ageBand: '18+', guardianPermission: false });
  });

  test('from /login: a new Google account confirms its age (15: with a guardian) before it gets a profile', async ({
    page,
  }) => {
    const email = uniqueEmail('google-teen');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Google sign-in (local emulator)' });
    await dialog.getByLabel('Google account email').fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'One more step' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(`${email} is new to Doro.`)).toBeVisible();
    // Not signed in yet: the header still offers Log in.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.getByLabel('Date of birth').fill(birthDateForAge(15));
    await choosePlace(page);
    await page.getByLabel(/I accept the Terms of Service and Privacy Policy/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Please confirm that a parent or guardian has given you permission to use Doro.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('A parent or guardian has given me permission to use Doro.').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
    expect(await (await apiAsPageUser(page, '/api/users/me/')).json()).toMatchObject({ email });

    // The same Google account next time: straight in, no age step.
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('alertdialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await dialog.getByLabel('Google account email').fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
  });

  test('from /login: cancelling the age step signs the Google account out and creates nothing', async ({ page }) => {
    const email = uniqueEmail('google-cancel');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Google sign-in (local emulator)' });
    await dialog.getByLabel('Google account email').fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'One more step' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }),
    ).toBeVisible();
  });
});

test.describe('sign-up rules', () => {
  test('under 13 (12 years and 364 days) is refused, by email and by Google', async ({ page, request }) => {
    const email = uniqueEmail('young');
    await page.goto('/signup');
    await fillEmailAndPassword(page, email);
    await choosePlace(page);
    // Turns 13 tomorrow.
    await page.getByLabel('Date of birth').fill(birthDateForAge(13, -1));
    await page.getByLabel(/I accept the Terms of Service and Privacy Policy/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Doro is for people aged 13 and over.')).toBeVisible();
    await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup$/);
    expect(await accountExists(request, email)).toBe(false);

    // 13 today is allowed (with a guardian's permission).
    await page.getByLabel('Date of birth').fill(birthDateForAge(13, 0));
    await page.getByLabel('A parent or guardian has given me permission to use Doro.').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await accountExists(request, email)).toBe(true);
  });

  test('a 15-year-old needs a parent or guardian’s permission; an adult is not asked', async ({ page, request }) => {
    const email = uniqueEmail('teen');
    await page.goto('/signup');
    await fillEmailAndPassword(page, email);
    await choosePlace(page);
    const guardian = page.getByLabel('A parent or guardian has given me permission to use Doro.');
    await page.getByLabel('Date of birth').fill(birthDateForAge(30));
    await expect(guardian).toHaveCount(0);

    await page.getByLabel('Date of birth').fill(birthDateForAge(15));
    await expect(guardian).toBeVisible();
    await page.getByLabel(/I accept the Terms of Service and Privacy Policy/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Please confirm that a parent or guardian has given you permission to use Doro.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    expect(await accountExists(request, email)).toBe(false);
    await expectNoAxeViolations(page);

    await guardian.check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
  });

  test('the Terms of Service and Privacy Policy must be accepted', async ({ page, request }) => {
    const email = uniqueEmail('terms');
    await page.goto('/signup');
    await fillEmailAndPassword(page, email);
    await fillConsent(page, { acceptTerms: false });
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Please accept the Terms of Service and Privacy Policy to create an account.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    expect(await accountExists(request, email)).toBe(false);

    await page.getByLabel(/I accept the Terms of Service and Privacy Policy/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

/** The scripts the page has asked for, by file name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return names;
}

test.describe('the sign-in code loads on first use (decision 006)', () => {
  // Routes see the page's own requests only when no service worker answers them first.
  test.use({ serviceWorkers: 'block' });

  /** The sign-in code: the auth machine's actor and Firebase's SDK (its modules build into index.esm chunks). */
  const signInCode = /^(auth-actor|index\.esm)-/;

  for (const path of ['/login', '/signup']) {
    test(`${path} renders its form without downloading the sign-in code, which starts with the first touch`, async ({
      page,
    }) => {
      const scripts = scriptsOf(page);
      await page.goto(path);
      await expect(page.getByLabel('Email')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((name) => signInCode.test(name))).toEqual([]);

      await page.getByLabel('Email').focus();
      await expect.poll(() => scripts.some((name) => name.startsWith('auth-actor-'))).toBe(true);
    });
  }

  for (const path of ['/login', '/signup']) {
    test(`${path} loads no validation, dialog or state-machine library before the first touch`, async ({ page }) => {
      // Strings each library keeps through minification: zod's error code, Radix's focus-scope event, xstate's
      // first event. The forms check what is typed with lines of their own; the Google dialog, the age step and the
      // guardian rule's query, which need the others, come only when asked.
      const libraries = { zod: 'invalid_type', radix: 'focusScope.autoFocusOnMount', xstate: 'xstate.init' };
      const bodies: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
      });
      await page.goto(path);
      await expect(page.getByLabel('Email')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const loaded = await Promise.all(bodies);
      expect(loaded.length).toBeGreaterThan(0);
      const found = Object.entries(libraries)
        .filter(([, marker]) => loaded.some((body) => body.includes(marker)))
        .map(([name]) => name);
      expect(found).toEqual([]);
    });
  }

  test('what was typed stays typed when the sign-in code arrives in the middle of filling the form', async ({
    page,
  }) => {
    // The sign-in code takes a moment to arrive (a slow phone): the person goes on typing meanwhile.
    let arrived = false;
    await page.route(/\/assets\/auth-actor-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
      arrived = true;
    });
    // From the login screen, whose link is the first touch: the code starts loading there and arrives on /signup.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Email').fill('typing@example.com');
    await page.getByLabel('Password', { exact: true }).fill('calm-river-42');
    await expect.poll(() => arrived, { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(500);
    await expect(page.getByLabel('Email')).toHaveValue('typing@example.com');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('calm-river-42');
  });

  test('a login sent at once, before anything was touched, waits for the sign-in code and succeeds', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('first-use');
    const created = await identityCall(request, 'signUp', {
      email,
      password: 'calm-river-42',
      returnSecureToken: true,
    });
    expect(created.ok()).toBe(true);
    // Filled without focusing anything (no focus, key or press reaches the page), then sent by the form itself.
    await page.goto('/login');
    await page.getByLabel('Email').evaluate((input, value) => {
      (input as HTMLInputElement).value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, email);
    await page.getByLabel('Password').evaluate((input) => {
      (input as HTMLInputElement).value = 'calm-river-42';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.locator('form').evaluate((form) => (form as HTMLFormElement).requestSubmit());
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  });

  test('when the sign-in code cannot be downloaded, the form says so and keeps what was typed', async ({ page }) => {
    await page.route(/\/assets\/auth-actor-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('calm-river-42');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Sign-in could not start: check your connection and try again.');
    await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
  });
});

test.describe('a form refused for what was typed', () => {
  test('sign-up: the focus goes to the first field to fix, not left on the button', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill(uniqueEmail('focus'));
    await page.getByLabel('Password', { exact: true }).fill('calm-river-42');
    await page.getByLabel('Confirm password').fill('calm-river-43');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Confirm password')).toBeFocused();
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  test('login: the focus goes to the first field to fix', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Password')).toBeFocused();
  });
});
