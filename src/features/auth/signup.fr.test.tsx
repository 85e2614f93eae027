/**
 * /signup in French (issue 21): the form's words, its checks, the places and the identity provider's errors all say
 * French when French is the language. Its own file: the locale is module state.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { authErrorMessage, googleSignInProblem } from '../../lib/auth-error-messages';
import { authErrorMessages } from '../../lib/auth-error.messages';
import { passwordProblem } from '../../lib/firebase';
import { frCA } from '../../lib/i18n/fr-CA';
import { type Messages, startLocale } from '../../lib/i18n/i18n';
import { describePlace, checkPlace, regionChoices } from '../../ui/place-answers';
import { placeMessages } from '../../ui/place.messages';
import { consentMessages } from './consent.messages';
import { emailProblem } from './email-problem';
import { passwordResetOutcome } from './password-reset';
import { SignUpForm } from './SignUpForm';
import { googleMessages, signupMessages } from './signup.messages';
import type { AuthSubmit } from './use-auth-submit';
import { checkBirthDate, checkConsent, type ConsentAnswers } from './validation';

const today = { year: 2026, month: 6, day: 15 };
const nbsp = '\u00a0';

/** The English of these sets that French writes differently (a name like "Doro" or "ou" may be the same). */
function englishOnly(...sets: { component: string; base: Messages }[]): string[] {
  return sets.flatMap(({ component, base }) =>
    Object.entries(base)
      .filter(([key, text]) => typeof text === 'string' && text !== frCA[component]?.[key] && text.length > 3)
      .map(([, text]) => (text as string).split('{')[0]!.trim())
      .filter((text) => text.length > 3),
  );
}

/** Whether `text` shows as words of its own (not "Continue" inside "Continuer"). */
function containsWords(html: string, text: string): boolean {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(html);
}

describe('/signup in French', () => {
  beforeAll(() => startLocale('fr-CA', { loadFrench: async () => frCA, remember: () => {} }));

  it('shows every label, hint and button in French, and none of its English', () => {
    const auth = { submit: async () => {}, busy: false, error: null, confirmingAge: false, cancelAgeStep: () => {} };
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <SignUpForm auth={auth as AuthSubmit} />
      </QueryClientProvider>,
    ).replaceAll('&#x27;', "'");
    for (const label of ['Courriel', 'Mot de passe', 'Confirmez le mot de passe', 'Date de naissance']) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('Au moins 6 caractères.');
    expect(html).toContain('Lieu de résidence');
    expect(html).toContain('Je préfère ne pas le dire');
    expect(html).toContain('Conditions d’utilisation');
    expect(html).toContain('Continuer avec Google');
    expect(html).toContain('Créer le compte');
    const english = englishOnly(signupMessages, consentMessages, placeMessages, googleMessages);
    expect(english.length).toBeGreaterThan(20);
    expect(english.filter((text) => containsWords(html, text))).toEqual([]);
    // Countries are named in French too, in French order.
    expect(html).toContain('>Allemagne</option>');
    expect(html).not.toContain('>Germany</option>');
  });

  it('says what is wrong with the age, the place, the guardian and the terms in French', () => {
    expect(checkBirthDate('', today)).toEqual({ problem: 'Entrez votre date de naissance.' });
    expect(checkBirthDate('2026-13-40', today)).toEqual({ problem: 'Entrez une date réelle, par exemple 2008-04-21.' });
    expect(checkBirthDate('2020-01-01', today)).toEqual({ problem: 'Doro s’adresse aux personnes de 13 ans et plus.' });
    const answers: ConsentAnswers = {
      birthDate: '2013-01-01',
      guardianPermission: false,
      termsAccepted: false,
      country: 'CA',
      region: 'QC',
      guardianUnderAge: '14',
      guardianName: '',
      guardianEmail: 'pas-un-courriel',
      guardianAttested: false,
    };
    expect(checkConsent(answers, today, new Date())).toEqual({
      problems: {
        birthDate: null,
        guardianPermission: 'Confirmez qu’un parent ou un tuteur vous a donné la permission d’utiliser Doro.',
        termsAccepted: 'Acceptez les Conditions d’utilisation et la Politique de confidentialité pour créer un compte.',
        country: null,
        region: null,
        guardianName: 'Entrez le nom de votre parent ou tuteur.',
        guardianEmail: 'Entrez l’adresse courriel de votre parent ou tuteur.',
        guardianAttested: 'Votre parent ou tuteur doit confirmer son consentement en cochant cette case.',
      },
    });
    const filled = { ...answers, guardianPermission: true, termsAccepted: true, guardianName: 'Marie Tremblay' };
    const consent = checkConsent(
      { ...filled, guardianEmail: 'marie@example.com', guardianAttested: true },
      today,
      new Date(),
    );
    // The guardian read the attestation in French: the server keeps that text (GUARDIAN_ATTESTATIONS['fr-CA']).
    expect(consent).toMatchObject({ consent: { guardianConsent: { name: 'Marie Tremblay', language: 'fr-CA' } } });
    expect(checkPlace('', '')).toEqual({
      problems: {
        country: `Choisissez votre lieu de résidence, ou «${nbsp}Je préfère ne pas le dire${nbsp}».`,
        region: null,
      },
    });
    expect(checkPlace('CA', '')).toMatchObject({
      problems: { region: 'Choisissez votre province ou votre territoire.' },
    });
  });

  it('names provinces, states and countries in French', () => {
    const provinces = regionChoices('CA').map(([, name]) => name);
    expect(provinces).toContain('Colombie-Britannique');
    expect(provinces).toContain('Île-du-Prince-Édouard');
    expect(provinces).not.toContain('British Columbia');
    expect(provinces).toEqual(provinces.toSorted((a, b) => a.localeCompare(b, 'fr-CA')));
    expect(regionChoices('US').find(([code]) => code === 'CA')).toEqual(['CA', 'Californie']);
    expect(describePlace('CA', 'QC')).toBe('Québec, Canada');
    expect(describePlace(null, null)).toBe(`Non précisé${nbsp}: les protections les plus strictes s’appliquent`);
  });

  it('puts the identity provider’s errors and the email and password checks in French', async () => {
    expect(emailProblem('')).toBe('Entrez votre adresse courriel.');
    expect(emailProblem('pas-un-courriel')).toBe('Cette adresse courriel ne semble pas valide.');
    expect(await passwordProblem('abc')).toBe('Utilisez au moins 6 caractères pour votre mot de passe.');
    expect(authErrorMessage({ code: 'auth/wrong-password' })).toBe('Le courriel ou le mot de passe est incorrect.');
    expect(authErrorMessage('auth/email-already-in-use')).toBe(
      'Un compte existe déjà avec ce courriel. Essayez plutôt de vous connecter.',
    );
    expect(authErrorMessage('auth/something-new')).toBe('Un problème est survenu. Réessayez plus tard.');
    expect(googleSignInProblem({ code: 'auth/popup-blocked' })).toMatch(/^La fenêtre de connexion a été bloquée/);
    expect(passwordResetOutcome({ code: 'auth/too-many-requests' })).toEqual({
      problem: 'Trop de tentatives. Attendez quelques minutes et réessayez.',
    });
    expect(passwordResetOutcome(new TypeError('Failed to fetch'))).toEqual({
      problem: 'Nous n’avons pas pu joindre le service de connexion. Vérifiez votre connexion Internet et réessayez.',
    });
    // Every code the provider can give has French words of its own.
    const same = Object.entries(authErrorMessages.base).filter(([key, english]) => frCA.authErrors?.[key] === english);
    expect(same).toEqual([]);
  });
});
