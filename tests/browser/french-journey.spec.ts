/**
 * Issue 21's journey, end to end in one person's session: on an English browser, a person switches to French on the
 * landing page, signs up, takes the GAD-7 in French, talks with Doro in French and, on a crisis message written in
 * French, sees the crisis card in French (988, Quebec's 1-866-APPELLE, Tel-jeunes, Jeunesse, J'écoute, 911). Axe
 * clean at each step.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpInFrench } from './helpers';

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${what}: ${violation.id}`)).toEqual([]);
}

// An English browser: French comes from the person's choice on the landing page.
test.use({ locale: 'en-CA' });

test('in French from the landing page: sign up, the GAD-7, a talk with Doro and a crisis card, all in French', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expectNoAxeViolations(page, 'landing');

  // Sign up, in French.
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Commencer' }).click();
  await signUpInFrench(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  // The GAD-7, in its French version: items, answers and result.
  await page.goto('/questionnaire/anxiety/gad-7');
  await expect(page.getByRole('heading', { level: 1, name: /^GAD-7 : échelle/ })).toBeVisible();
  await page.getByRole('button', { name: 'Commencer le questionnaire' }).click();
  await expect(page.getByText('Question 1 sur 7')).toBeVisible();
  for (let position = 1; position <= 7; position += 1) {
    await expect(page.getByText(`Question ${position} sur 7`)).toBeVisible();
    await page.getByRole('radio', { name: 'Plus de la moitié des jours', exact: true }).check();
    await page.getByRole('button', { name: /^(Suivant|Voir mon résultat)$/ }).click();
  }
  await expect(page.getByText('14 sur 21')).toBeVisible();
  await expect(page.getByText(/Modérée?/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'gad-7 result');

  // A talk with Doro, in French.
  await page.goto('/doro-chat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parler avec Doro');
  await page.getByRole('button', { name: 'Commencer une séance' }).click();
  const before = page.getByRole('dialog', { name: 'Avant de commencer' });
  await before.getByRole('button', { name: 'Je comprends et j’accepte' }).click();
  await page
    .getByRole('dialog', { name: 'Comment Doro peut-il vous aider aujourd’hui?' })
    .getByRole('button', { name: 'Commencer' })
    .click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText(/Doro, un coach IA/);
  const replies = log.locator('li[data-role="doro"]');
  const box = page.getByRole('textbox', { name: 'Message' });
  const say = async (text: string) => {
    const count = await replies.count();
    await box.fill(text);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(replies).toHaveCount(count + 1, { timeout: 20_000 });
    return replies.last();
  };
  const reply = await say('salut, j’ai de la misère à dormir à cause de l’école');
  await expect(reply).toContainText(/[àâçéèêîôû]|\b(?:je|tu|vous|ce|qui|ton|ta)\b/i);
  await expect(reply).not.toContainText(/\b(?:the|you|your|what)\b/i);

  // A crisis message in French: the card is in French, with the lines that answer in French.
  await box.fill('je veux plus vivre, j’ai ramassé toutes mes pilules pour à soir');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const card = log.getByRole('region', { name: 'Ressources en cas de crise' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  for (const name of ['Appeler le 911', 'Appeler le 988', 'Texter le 988']) {
    await expect(card.getByRole('link', { name })).toBeVisible();
  }
  await expect(card).toContainText('1-866-APPELLE');
  await expect(card).toContainText('Tel-jeunes');
  await expect(card).toContainText('Jeunesse, J’écoute');
  await expect(card).not.toContainText('Crisis resources');
  await expectNoAxeViolations(page, 'chat with a crisis card');
});
