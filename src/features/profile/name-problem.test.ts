import { describe, expect, it } from 'vitest';
import { MAX_DISPLAY_NAME_LENGTH } from '../../contract/users';
import { frCA } from '../../lib/i18n/fr-CA';
import { messagesIn } from '../../lib/i18n/i18n';
import { nameProblem } from './AccountEdit';
import { profileMessages } from './profile.messages';

const en = messagesIn(profileMessages, 'en', null);
const fr = messagesIn(profileMessages, 'fr-CA', frCA);
const long = 'x'.repeat(MAX_DISPLAY_NAME_LENGTH + 1);

describe('nameProblem', () => {
  it('refuses a blank or too long name, in English', () => {
    expect(nameProblem('  ', en, 'en')).toBe('Enter the name Doro should use for you.');
    expect(nameProblem(long, en, 'en')).toBe(
      `Use at most ${MAX_DISPLAY_NAME_LENGTH} characters for your name (this one has ${MAX_DISPLAY_NAME_LENGTH + 1}).`,
    );
    expect(nameProblem(' Sam ', en, 'en')).toBeNull();
  });

  it('says the same in French, with the counts filled in', () => {
    expect(nameProblem('', fr, 'fr-CA')).toBe('Entrez le nom que Doro doit utiliser pour vous.');
    expect(nameProblem(long, fr, 'fr-CA')).toBe(
      `Utilisez au plus ${MAX_DISPLAY_NAME_LENGTH} caractères pour votre nom (celui-ci en a ${MAX_DISPLAY_NAME_LENGTH + 1}).`,
    );
  });
});
