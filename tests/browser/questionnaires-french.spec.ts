/**
 * Questionnaires in Canadian French (issue 21, decision 034) in Chromium: in French mode a person finds the GAD-7,
 * answers its validated French items and sees the result in French, whose links work, on a phone (375 px) and a
 * desktop (1280 px); an instrument without a usable French version (PHQ-9) says its questions are in English, marks
 * them lang="en", and its self-harm answer brings the crisis resources in French; after signing up, the profile's
 * trend, table, CSV and printable page are in French too. Every page passes axe.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpInFrench } from './helpers';

async function expectAxeClean(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    what,
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

async function answer(page: Page, label: string): Promise<void> {
  await page.getByRole('radio', { name: label, exact: true }).check();
  await page.getByRole('button', { name: /^(Suivant|Voir mon résultat)$/ }).click();
}

// A French browser: the interface starts in French (decision 033).
test.use({ locale: 'fr-CA' });

for (const width of [375, 1280]) {
  test(`in French, a person takes the GAD-7 in its French version and sees the result in French (${width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/database');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeVisible();
    await expect(page.getByText('7 questionnaires', { exact: true })).toBeVisible();
    await page.getByLabel('Catégorie').selectOption({ label: 'Anxiété' });
    await expect(page.getByRole('list', { name: 'Questionnaires' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('Anxiété · 7 questions · environ 2 min')).toBeVisible();
    await expectAxeClean(page, '/database');
    await page.getByRole('link', { name: 'GAD-7 : échelle du trouble d’anxiété généralisée' }).click();

    await expect(page.getByRole('heading', { level: 1, name: /^GAD-7 : échelle/ })).toBeVisible();
    await expect(page.getByText('au cours des 14 derniers jours', { exact: true })).toBeVisible();
    await expect(page.getByText('7 questions, environ 2 minutes')).toBeVisible();
    await expect(page.getByText(/n’est pas encore offert dans une version française/)).toHaveCount(0);
    await expectAxeClean(page, 'gad-7 intro');
    await page.screenshot({ path: testInfo.outputPath(`intro-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Commencer le questionnaire' }).click();

    await expect(page.getByText('Question 1 sur 7')).toBeVisible();
    await expect(
      page.getByText('Au cours des 14 derniers jours, à quelle fréquence avez-vous été dérangé(e)', { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: "Sentiment de nervosité, d'anxiété ou de tension" }),
    ).toBeFocused();
    for (const label of ['Jamais', 'Plusieurs jours', 'Plus de la moitié des jours', 'Presque tous les jours']) {
      await expect(page.getByRole('radio', { name: label, exact: true })).toBeVisible();
    }
    await expectAxeClean(page, 'gad-7 form');
    await page.screenshot({ path: testInfo.outputPath(`form-${width}.png`), fullPage: true });

    // By keyboard: into the group, the arrows choose, Enter goes on.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Jamais' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Plus de la moitié des jours' })).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 2 sur 7')).toBeVisible();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choisissez une réponse pour continuer.');

    await expect(
      page.getByRole('heading', {
        level: 2,
        name: "Incapable d'arrêter de vous inquiéter ou de contrôler vos inquiétudes",
      }),
    ).toBeVisible();
    // 2 + 2 + 2 + 2 + 2 + 1 + 1 = 12: moderate, as in English.
    for (const label of ['Plus de la moitié des jours', 'Plus de la moitié des jours', 'Plus de la moitié des jours']) {
      await answer(page, label);
    }
    await answer(page, 'Plus de la moitié des jours');
    await expect(page.getByText('Question 6 sur 7')).toBeVisible();
    await answer(page, 'Plusieurs jours');
    await expect(page.getByRole('button', { name: 'Voir mon résultat' })).toBeVisible();
    await answer(page, 'Plusieurs jours');

    await expect(page).toHaveURL(/mode=result/);
    await expect(page.getByRole('heading', { level: 1, name: /^Votre résultat : GAD-7 : échelle/ })).toBeFocused();
    await expect(page).toHaveTitle(/^Votre résultat : GAD-7/);
    await expect(page.getByText('12 sur 21')).toBeVisible();
    await expect(page.getByText('Modéré', { exact: true })).toBeVisible();
    await expect(page.getByText('(scores de 10 à 14)')).toBeVisible();
    await expect(page.getByText(/^Symptômes d’anxiété modérés\. À 10 ou plus/)).toBeVisible();
    await expect(
      page.getByText(/^Source : Generalized Anxiety Disorder-7 .*version française de Pfizer/),
    ).toBeVisible();
    await expect(page.getByText(/Il montre comment vous allez au cours des 14 derniers jours\./)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Prochaines étapes' })).toBeVisible();
    await expectAxeClean(page, 'gad-7 result');
    await page.screenshot({ path: testInfo.outputPath(`result-${width}.png`), fullPage: true });

    // The result's links lead where they say.
    // (Going back to a result after leaving it is not this test's matter: each link is followed once, here or in the
    // PHQ-9 test below.)
    await expect(page.getByRole('link', { name: 'Vous inscrire pour en parler avec Doro' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'créez un compte' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'connectez-vous' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    await page.getByRole('link', { name: 'Tous les questionnaires' }).click();
    await expect(page).toHaveURL(/\/database$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeVisible();
  });
}

test('in French, the PHQ-9 says its questions are in English, and item 9 brings the crisis lines in French', async ({
  page,
}) => {
  await page.goto('/questionnaire/depression/phq-9');
  await expect(
    page.getByRole('heading', { level: 1, name: 'PHQ-9 : questionnaire sur la santé du patient' }),
  ).toBeVisible();
  const note =
    'Ce questionnaire n’est pas encore offert dans une version française validée; les questions sont en anglais.';
  await expect(page.getByText(note)).toBeVisible();
  await page.getByRole('button', { name: 'Commencer le questionnaire' }).click();
  await expect(page.getByText(note)).toBeVisible();
  const item = page.getByRole('heading', { level: 2, name: 'Little interest or pleasure in doing things' });
  await expect(item).toBeFocused();
  await expect(page.locator('legend')).toHaveAttribute('lang', 'en');
  await expectAxeClean(page, 'phq-9 form in French');
  for (let position = 1; position <= 8; position += 1) await answer(page, 'Not at all');
  await answer(page, 'Several days');

  await expect(page.getByRole('heading', { level: 1, name: /^Votre résultat : PHQ-9/ })).toBeVisible();
  await expect(page.getByText('1 sur 27')).toBeVisible();
  await expect(page.getByText(/parlez à quelqu’un aujourd’hui/)).toBeVisible();
  const crisis = page.getByRole('region', { name: 'Ressources en cas de crise' });
  await expect(crisis).toBeVisible();
  await expect(crisis).toContainText('1-866-APPELLE');
  await expectAxeClean(page, 'phq-9 result in French');
  await page.getByRole('link', { name: 'Vous inscrire pour en parler avec Doro' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('in French, the result kept at sign-up shows in the profile: trend, table, CSV and print page in French', async ({
  page,
}) => {
  await page.goto('/questionnaire/anxiety/gad-7');
  await page.getByRole('button', { name: 'Commencer le questionnaire' }).click();
  for (let position = 1; position <= 7; position += 1) await answer(page, 'Plusieurs jours');
  await expect(page.getByText('7 sur 21')).toBeVisible();
  await expect(page.getByText('Léger', { exact: true })).toBeVisible();

  await signUpInFrench(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Résultats des questionnaires' })).toBeVisible();
  const trend = page.getByTestId('trend-gad-7');
  await expect(trend).toBeVisible({ timeout: 20_000 });
  await expect(trend.getByText('GAD-7 : échelle du trouble d’anxiété généralisée au fil du temps')).toBeVisible();
  const table = trend.getByRole('table', { name: /: tous les résultats$/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Score', 'Niveau']);
  const today = new Intl.DateTimeFormat('fr-CA', { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(),
  );
  await expect(table.getByRole('row').nth(1)).toHaveText(`${today}7Léger`);
  await expectAxeClean(page, 'profile in French');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^doro-resultats-questionnaires-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
  expect(csv).toMatch(
    /^date,id_questionnaire,questionnaire,score_total,niveau,indicateurs\r\n.*,gad-7,GAD-7 : .*,7,mild,/s,
  );

  await page.getByRole('link', { name: 'Page imprimable (enregistrer en PDF)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes résultats aux questionnaires' })).toBeVisible();
  const longToday = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long' }).format(new Date());
  await expect(page.getByText(`Imprimé à partir de Doro le ${longToday}.`, { exact: false })).toBeVisible();
  await expect(page.getByText(/^Source : Generalized Anxiety Disorder-7 .*version française de Pfizer/)).toBeVisible();
  await expectAxeClean(page, 'printable history in French');
});
