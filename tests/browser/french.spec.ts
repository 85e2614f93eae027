/**
 * Issue 21: Doro in Canadian French (decision 033). A person switches to French on the landing page, sees it in
 * French with <html lang="fr-CA">, reloads and it stays French, signs up while in French, and the crisis resources
 * are in French; on a phone the switch is in the menu. Both languages pass axe.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { authErrorMessages } from '../../src/lib/auth-error.messages';
import { DISCLAIMER_VERSION } from '../../src/contract/users';
import { frCA } from '../../src/lib/i18n/fr-CA';
import { consentMessages } from '../../src/features/auth/consent.messages';
import { googleMessages, signupMessages } from '../../src/features/auth/signup.messages';
import { placeMessages } from '../../src/ui/place.messages';
import { apiAs, birthDateForAge, idTokenOf, logIn, openChatAsNewUser, signUp, uniqueEmail } from './helpers';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

// An English browser: French comes from the switch, not from the browser's language.
test.use({ locale: 'en-CA' });

/** The English of the sign-up screen's messages that French writes otherwise: none may show on /signup in French. */
const signUpEnglish = [signupMessages, googleMessages, consentMessages, placeMessages, authErrorMessages].flatMap(
  ({ component, base }) =>
    Object.entries(base)
      .filter(([key, text]) => typeof text === 'string' && text !== frCA[component]?.[key])
      .map(([, text]) => (text as string).split('{')[0]!.trim())
      .filter((text) => text.length > 3),
);

/** Whether a phrase shows as words of its own ("Continue" is not in "Continuer"). */
function showsWords(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(text);
}

/** The English of the sign-up messages that shows on the page. */
async function englishShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return signUpEnglish.filter((phrase) => showsWords(text, phrase));
}

/** /signup in French as a person fills it: refused first (French errors), then accepted; returns the email. */
async function signUpInFrench(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créez votre compte');
  await expect(page).toHaveTitle('Créer un compte · Doro');
  await expect(page.getByRole('button', { name: 'Continuer avec Google' })).toBeVisible();
  await expect(page.getByText('Vous devez avoir 13 ans ou plus.')).toBeVisible();
  expect(await englishShown(page)).toEqual([]);
  await expectNoAxeViolations(page);

  // Nothing filled in: every problem is said in French.
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByText('Entrez votre adresse courriel.')).toBeVisible();
  await expect(page.getByText('Entrez votre date de naissance.')).toBeVisible();
  await expect(page.getByText(/^Choisissez votre lieu de résidence/)).toBeVisible();
  await expect(page.getByText(/^Acceptez les Conditions d’utilisation/)).toBeVisible();
  expect(await englishShown(page)).toEqual([]);
  await expectNoAxeViolations(page);

  const email = uniqueEmail();
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('calm-river-42');
  await page.getByLabel('Confirmez le mot de passe').fill('calm-river-42');
  await page.getByLabel('Date de naissance').fill(birthDateForAge(30));
  await page.getByLabel('Lieu de résidence').selectOption('CA');
  const province = page.getByLabel('Province ou territoire');
  await expect(province.locator('option[value="BC"]')).toHaveText('Colombie-Britannique');
  await province.selectOption('QC');
  await page.getByLabel(/J’accepte les Conditions d’utilisation et la Politique de confidentialité/).check();
  const signUpRequest = page.waitForRequest((request) => request.url().includes('accounts:signUp'));
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  expect((await signUpRequest).headers()['x-firebase-locale']).toBe('fr-CA');
  await expect(page).toHaveURL(/\/$/);
  // Signed in: the session's cookie is written (the API calls below read the token from it).
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'doro_user'))
    .toBe(true);
  return email;
}

test('a person switches to French, it stays after a reload, sign-up works, and the crisis lines are in French', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A calm place to talk things through');
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Un endroit calme pour parler de ce qui vous préoccupe',
  );
  await expect(page).toHaveTitle('Doro · Un coach IA pour des conversations de soutien');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Doro offre des conversations/);
  await expect(page.getByRole('link', { name: /Besoin d’aide\?/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Doro est un coach IA, pas un humain ni un thérapeute.');
  await expect(
    page.getByRole('navigation', { name: 'Principale' }).getByRole('button', { name: 'English' }),
  ).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Un endroit calme pour parler de ce qui vous préoccupe',
  );

  // The login screen is in French, and axe clean.
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous');
  await expect(page).toHaveTitle('Se connecter · Doro');
  await expect(page.getByLabel('Courriel')).toBeVisible();
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réinitialiser votre mot de passe');
  await page.getByLabel('Courriel').fill('quelqu-un@example.com');
  // The identity provider is told the interface's language (the SDK's X-Firebase-Locale header), so its reset
  // email is in French.
  const resetRequest = page.waitForRequest((request) => request.url().includes('accounts:sendOobCode'));
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  expect((await resetRequest).headers()['x-firebase-locale']).toBe('fr-CA');
  await expect(page.getByText('Le lien est envoyé à quelqu-un@example.com.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Sign-up, every step in French: its checks, its fields, the identity provider's errors, and the new account keeps
  // French (the profile's language, so Doro greets in French).
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await signUpInFrench(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('contentinfo')).toContainText('Doro n’est pas un service d’urgence.');
  expect((await apiAs<{ locale: string | null }>(page, '/api/users/me/')).body.locale).toBe('fr-CA');

  // The footer's crisis link leads to the French crisis page, which names the French-language lines.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Lignes de crise : 988, 911' }).click();
  await expect(page).toHaveURL(/\/crise$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Si vous êtes en crise, joignez une personne maintenant',
  );
  for (const name of ['Appeler le 988', 'Appeler le 1-866-277-3553', 'Appeler le 1-800-263-2266', 'Appeler le 911']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Switching back is one tap too, and is remembered.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('link', { name: /Help is available/ })).toBeVisible();
});

test('at 375 px the switch is in the mobile menu, and the page turns French', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Français' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(menu.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Fermer' })).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Si vous avez besoin d’aide maintenant' })).toBeVisible();
  // Brand, help link and Menu keep to one line on a phone in French too (the help link's words are short).
  const help = (await page.getByRole('link', { name: /Besoin d’aide\?/ }).boundingBox())!;
  const menuButton = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
  expect(Math.abs(help.y + help.height / 2 - (menuButton.y + menuButton.height / 2))).toBeLessThan(8);
  await expectNoAxeViolations(page);

  // Sign-up on a phone, in French from the first screen to the last; nothing wider than the screen.
  await page.getByRole('link', { name: 'Commencer' }).first().click();
  const email = await signUpInFrench(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect((await apiAs<{ locale: string | null; email: string }>(page, '/api/users/me/')).body).toMatchObject({
    email,
    locale: 'fr-CA',
  });
});

test('French chosen before sign-up stays after it: the account keeps it, and Doro greets in French', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Français' }).click();
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Commencer' }).click();
  await signUpInFrench(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // The medical disclaimer is another screen's; accepted here through the API.
  const accepted = await page.request.post(new URL('/api/users/me/accept-disclaimer', page.url()).toString(), {
    headers: { Authorization: `Bearer ${await idTokenOf(page)}` },
    data: { version: DISCLAIMER_VERSION },
  });
  expect(accepted.status()).toBe(200);
  await page.goto('/doro-chat');
  await page.getByRole('button', { name: /Start session|séance/i }).click();
  await page
    .getByRole('dialog', { name: 'Comment Doro peut-il vous aider aujourd’hui?' })
    .getByRole('button', { name: 'Commencer' })
    .click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText(/Doro, un coach IA/);
});

test('a French browser gets French without choosing, and English stays one tap away', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('link', { name: 'Commencer' }).first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Principale' }).getByRole('button', { name: 'English' }),
  ).toBeVisible();
  await context.close();
});

test('signed in, the choice is kept with the account and follows the person to another browser', async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect
    .poll(async () => (await apiAs<{ locale: string | null }>(page, '/api/users/me/')).body.locale)
    .toBe('fr-CA');

  // Another browser, English, with no cookie: logging in brings the account's French.
  const other = await browser.newContext({ locale: 'en-CA' });
  const elsewhere = await other.newPage();
  await logIn(elsewhere, email, 'calm-river-42');
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(elsewhere.getByRole('link', { name: /Besoin d’aide\?/ })).toBeVisible();
  await other.close();
});

test('in French, the chat asks its style in French and Doro greets and answers in French', async ({ page }) => {
  await openChatAsNewUser(page, { beforeStart: true });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Français' }).click();
  await expect
    .poll(async () => (await apiAs<{ locale: string | null }>(page, '/api/users/me/')).body.locale)
    .toBe('fr-CA');
  await page.getByRole('button', { name: 'Commencer une séance' }).click();
  const style = page.getByRole('dialog', { name: 'Comment Doro peut-il vous aider aujourd’hui?' });
  await expect(style.getByRole('radio', { name: /Équilibré/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await style.getByRole('button', { name: 'Commencer' }).click();

  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText(/c’est Doro, un coach IA/);
  const replies = log.locator('li[data-role="doro"]');
  const before = await replies.count();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('ok');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(replies.last()).toContainText(/[àâçéèêîôû]|\b(?:je|tu|vous|ce|qui)\b/i);
  await expect(page.getByRole('button', { name: 'Terminer la séance' })).toBeVisible();
});
