/**
 * Issue 21: the chat page, /profile and /plans in Canadian French (decision 033), at 375 px and 1280 px: their
 * headings, notices, minutes, prices and forms in French, axe clean, nothing wider than the screen, the Send button
 * in view on a phone, and none of the English words of their message sets left on the screen. The signed-in home page,
 * the account menu and its log-out confirmation, and /profile's memory and privacy panels too.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, test, type Page } from '@playwright/test';
import { accountMenuMessages } from '../../src/features/auth/account-menu.messages';
import { chatPageMessages } from '../../src/features/chat/chat-page.messages';
import { chatMessages } from '../../src/features/chat/chat.messages';
import { sessionEndMessages } from '../../src/features/chat/session-end.messages';
import { homeMessages } from '../../src/features/home/home.messages';
import { memoryMessages, privacyMessages } from '../../src/features/memory/memory.messages';
import { plansMessages } from '../../src/features/plans/plans.messages';
import { profileMessages } from '../../src/features/profile/profile.messages';
import { safetyPlanMessages } from '../../src/features/safety-plan/safety-plan.messages';
import { frCA } from '../../src/lib/i18n/fr-CA';
import type { MessageSet, Messages } from '../../src/lib/i18n/i18n';
import { safetyPlanSectionMessages } from '../../src/lib/safety-plan-words.messages';
import { placeMessages } from '../../src/ui/place.messages';
import { yourPlanMessages } from '../../src/ui/YourPlan.messages';
import { apiAs, openChatAsNewUser, signUpInFrench, tabTo } from './helpers';

const shots = process.env.DORO_SCREENSHOT_DIR;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/**
 * The English of these message sets that French does not share: each message's words between its placeholders, 12
 * characters or more (shorter ones, like "Email", could be part of anything), and not found in its French.
 */
function englishOnly(sets: MessageSet<Messages>[]): string[] {
  const found = new Set<string>();
  for (const set of sets) {
    for (const [key, message] of Object.entries(set.base)) {
      const french = JSON.stringify(frCA[set.component]?.[key] ?? '');
      const forms = typeof message === 'string' ? [message] : Object.values(message).filter(Boolean);
      for (const form of forms as string[]) {
        for (const part of form.split(/\{\w+\}/)) {
          const words = part.trim();
          if (words.length >= 12 && !french.includes(words)) found.add(words);
        }
      }
    }
  }
  return [...found];
}

const english = englishOnly([
  chatPageMessages,
  chatMessages,
  sessionEndMessages,
  plansMessages,
  profileMessages,
  safetyPlanMessages,
  safetyPlanSectionMessages,
  yourPlanMessages,
  homeMessages,
  accountMenuMessages,
  memoryMessages,
  privacyMessages,
  placeMessages,
] as MessageSet<Messages>[]);

/** No English of those sets on the page (its text, and the names and labels read to screen readers). */
async function expectNoKnownEnglish(page: Page) {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title]')].map(
      (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
    );
    return `${document.body.innerText}\n${labels.join('\n')}\n${document.title}`;
  });
  expect(english.filter((words) => text.includes(words))).toEqual([]);
}

/** Nothing wider than the screen: no sideways scrolling. */
async function expectNoOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** With DORO_SCREENSHOT_DIR set, the page (or one part of it) is kept there to be looked at. */
async function screenshot(page: Page, name: string, part?: Locator) {
  if (!shots) return;
  if (part) await part.screenshot({ path: `${shots}/${name}.png` });
  else await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Switches to French with the header's switch, and waits until the profile holds it (the chat greets in it). */
async function switchToFrench(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect
    .poll(async () => (await apiAs<{ locale: string | null }>(page, '/api/users/me/')).body.locale)
    .toBe('fr-CA');
}

test('the chat page in French: heading, minutes, session, notices, the end and its feedback', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openChatAsNewUser(page, { beforeStart: true });
  await switchToFrench(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parler avec Doro');
  await expect(page).toHaveTitle('Clavardage · Doro');
  await expect(page.getByTestId('minutes-this-month')).toHaveText(
    /^(\d[\d\u00a0\u202f]* minutes? restantes? ce mois-ci|Moins d’une minute restante ce mois-ci)$/,
  );
  await expect(page.getByText('Une conversation privée avec Doro, votre coach IA.')).toBeVisible();
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);

  // By keyboard: Tab to the start, Enter; in the style dialog, Tab to Commencer, Enter.
  await tabTo(page, page.getByRole('button', { name: 'Commencer une séance' }));
  await page.keyboard.press('Enter');
  const style = page.getByRole('dialog', { name: 'Comment Doro peut-il vous aider aujourd’hui?' });
  await tabTo(page, style.getByRole('button', { name: 'Commencer' }), 10);
  await page.keyboard.press('Enter');
  const conversation = page.getByRole('region', { name: 'Conversation avec Doro' });
  await expect(conversation.getByRole('note')).toContainText('Doro est une IA, pas un humain.');
  await expect(page.getByTestId('minutes-this-session')).toHaveText(
    /^(\d+ minutes? restantes? dans cette séance|Moins d’une minute restante dans cette séance)$/,
  );
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.locator('[data-notice="offline-engine"]')).toContainText('moteur hors ligne de Doro');
  const replies = log.locator('li[data-role="doro"]');
  const before = await replies.count();
  await page.getByRole('textbox', { name: 'Message' }).fill('Je suis un peu stressé par l’école.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(log.locator('li[data-role="user"]').last()).toContainText('Vous');
  await expect(replies.last().getByRole('button', { name: 'Utile', exact: true })).toBeVisible();
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'chat-fr-1280');

  // On a phone, French's longer words keep the message box and its Send button on the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  const send = page.getByRole('button', { name: 'Envoyer' });
  await page.getByRole('textbox', { name: 'Message' }).focus();
  await expect(send).toBeInViewport({ ratio: 1 });
  const box = (await send.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'chat-fr-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Terminer la séance' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Comment s’est passée cette séance?' })).toBeVisible();
  await expect(page.getByText('Votre séance est terminée.', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Envoyer l’avis' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choisissez d’abord une note de 1 à 5.');
  await page.getByRole('radio', { name: '4 sur 5' }).check();
  await page.getByRole('button', { name: 'Envoyer l’avis' }).click();
  await expect(page.getByText('Merci : votre avis est enregistré.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouvelle séance' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Séances précédentes' })).toBeVisible();
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'chat-fr-ended-1280');
});

test('/profile and /plans in French at 1280 px and 375 px, with the safety plan form', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openChatAsNewUser(page, { beforeStart: true });
  await switchToFrench(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre profil');
  await expect(page).toHaveTitle('Profil · Doro');
  for (const name of [
    'Compte',
    'Plan de sécurité',
    'Votre forfait',
    'Séances précédentes',
    'Partager vos progrès',
    'Vos données',
    'Supprimer le compte',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('current-plan')).toContainText('Essai gratuit');
  await expect(page.getByTestId('remaining')).toHaveText(/^Reste ce mois-ci\u00a0: \d+ minutes? et \d+ séances?\.$/);
  await expect(page.getByTestId('disclaimer-status')).toHaveText(
    /^(Accepté le \d{1,2} \p{L}+ \d{4}|Pas encore accepté)/u,
  );

  // A name that is refused says why, in French, and nothing is saved.
  await page.getByRole('button', { name: 'Modifier votre nom' }).click();
  await page.getByRole('textbox', { name: 'Votre nom' }).fill('   ');
  await page.getByRole('button', { name: 'Enregistrer le nom' }).click();
  await expect(page.getByText('Entrez le nom que Doro doit utiliser pour vous.')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();

  // The safety plan's form: its prompts, and an empty plan refused in French.
  await page.getByRole('button', { name: 'Faire mon plan de sécurité' }).click();
  const form = page.getByRole('form', { name: 'Plan de sécurité' });
  await expect(form.getByRole('group', { name: 'Signes avant-coureurs' })).toContainText(
    'Par exemple\u00a0: «\u00a0J’arrête de répondre à mes amis\u00a0».',
  );
  await form.getByRole('button', { name: 'Enregistrer le plan' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Votre plan est vide\u00a0: écrivez au moins une chose avant d’enregistrer.',
  );
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await expectNoOverflow(page);
  await screenshot(page, 'profile-fr-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'profile-fr-375');
  await screenshot(page, 'profile-fr-375-account', page.getByRole('region', { name: 'Compte', exact: true }));
  await screenshot(page, 'profile-fr-375-plan-form', form);
  await form.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer votre compte?' });
  await expect(confirm.getByRole('button', { name: 'Garder mon compte' })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Garder mon compte' }).click();

  // /plans, signed in: the plans by their French names, prices the French way, the current plan and checkout.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forfaits');
  await expect(page).toHaveTitle('Forfaits · Doro');
  const plans = page.getByRole('list', { name: 'Forfaits' });
  await expect(plans.getByRole('heading', { name: 'Essai gratuit (votre forfait)' })).toBeVisible();
  await expect(plans).toContainText('14,99\u00a0$ CAD par mois');
  await expect(plans).toContainText('149,90\u00a0$ CAD par année');
  await expect(plans).toContainText('360 minutes et 12 séances chaque mois, en plus de l’essai gratuit.');
  await expect(page.getByRole('note')).toContainText('MODE TEST');
  await expect(page.getByRole('heading', { level: 2, name: 'Vous avez un code promo?' })).toBeVisible();
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await expectNoOverflow(page);
  await screenshot(page, 'plans-fr-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'plans-fr-375');

  await page.getByRole('button', { name: 'Choisir le forfait Mensuel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement en MODE TEST');
  await expect(
    page.getByRole('button', { name: 'Payer en MODE TEST (aucun argent ne change de mains)' }),
  ).toBeVisible();
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await expectNoOverflow(page);
});

test('a visitor’s /plans in French, from a French browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA', viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forfaits');
  await expect(page.getByRole('link', { name: 'S’inscrire pour choisir le forfait Annuel' })).toBeVisible();
  await expect(page.getByText('L’allocation mensuelle toute l’année, pour le prix de dix mois.')).toBeVisible();
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await expectNoOverflow(page);
  await context.close();
});

test('the signed-in home page, the account menu and /profile’s memory and privacy panels in French', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'fr-CA', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpInFrench(page);

  // Home: the greeting, the ways on.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bienvenue, /);
  await expect(page).toHaveTitle('Accueil · Doro');
  await expect(page.getByText('Heureux de vous revoir. Qu’est-ce qui vous aiderait en ce moment?')).toBeVisible();
  for (const name of ['Parler avec Doro', 'Questionnaires', 'Votre profil']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'home-fr-1280');

  // The account menu and its log-out confirmation, by keyboard.
  const trigger = page.getByRole('button', { name: /^Menu du compte de / });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Profil', 'Forfaits', 'Se déconnecter']);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const logout = page.getByRole('alertdialog', { name: 'Se déconnecter' });
  await expect(logout).toContainText('Voulez-vous vraiment vous déconnecter?');
  await expect(logout.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(logout).toBeHidden();

  // /profile: where the person lives, what Doro remembers and the privacy choices.
  await page.goto('/profile');
  await expect(page.getByTestId('account-place')).toHaveText('Québec, Canada');
  const memory = page.getByRole('region', { name: 'Ce dont Doro se souvient' });
  await expect(memory).toContainText('Doro ne se souvient encore de rien.');
  const privacy = page.getByRole('region', { name: 'Vos choix de confidentialité' });
  await expect(
    privacy.getByRole('checkbox', { name: 'Envoyer ma conversation à un modèle d’IA externe' }),
  ).toBeVisible();
  const remember = privacy.getByRole('checkbox', { name: 'Me souvenir de mes séances' });
  await remember.click();
  await expect(privacy.locator('output')).toHaveText(
    'La mémoire est activée\u00a0: Doro gardera désormais un résumé de chaque séance.',
  );
  await expect(remember).toBeChecked();
  await remember.click();
  await expect(privacy).toContainText('Désactiver la mémoire supprime tout ce dont Doro se souvient.');
  await privacy.getByRole('button', { name: 'Désactiver et supprimer' }).click();
  await expect(privacy.locator('output')).toHaveText(
    'La mémoire est désactivée. Doro a supprimé ce dont il se souvenait (0 séance).',
  );
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'profile-memory-fr-1280', privacy);

  // On a phone: the account's entries in the mobile menu, the home page and the panels, nothing wider.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoOverflow(page);
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'profile-memory-fr-375', memory);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bienvenue, /);
  await expectNoOverflow(page);
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'home-fr-375');
  await page.getByRole('button', { name: 'Menu' }).click();
  const mobileMenu = page.getByRole('dialog', { name: 'Menu' });
  await expect(mobileMenu.getByRole('link', { name: 'Profil', exact: true })).toBeVisible();
  await mobileMenu.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Se déconnecter' })).toContainText(
    'Voulez-vous vraiment vous déconnecter?',
  );
  await expectNoKnownEnglish(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'logout-fr-375');
  await context.close();
});
