import { describe, expect, it } from 'vitest';
import { frCA } from '../../lib/i18n/fr-CA';
import { messagesIn } from '../../lib/i18n/i18n';
import { chatPageMessages } from './chat-page.messages';
import { remainingTimeText, secondsLeft } from './remaining-time';

const en = messagesIn(chatPageMessages, 'en', null);
const fr = messagesIn(chatPageMessages, 'fr-CA', frCA);

describe('remainingTimeText', () => {
  it.each([
    [0, '0 minutes left this month'],
    [-5, '0 minutes left this month'],
    [1, 'Less than 1 minute left this month'],
    [59, 'Less than 1 minute left this month'],
    [60, '1 minute left this month'],
    [119, '1 minute left this month'],
    [1800, '30 minutes left this month'],
    [74_100, '1,235 minutes left this month'],
  ])('in English, %i seconds read "%s"', (seconds, text) => {
    expect(remainingTimeText('en', seconds, { minutes: en.monthLeft, underOne: en.monthUnderOne })).toBe(text);
  });

  // French: 0 and 1 take the singular; numbers are grouped with a no-break space (Intl).
  it.each([
    [0, '0 minute restante ce mois-ci'],
    [30, 'Moins d’une minute restante ce mois-ci'],
    [60, '1 minute restante ce mois-ci'],
    [1800, '30 minutes restantes ce mois-ci'],
    [74_100, '1\u00a0235 minutes restantes ce mois-ci'],
  ])('in French, %i seconds read "%s"', (seconds, text) => {
    expect(remainingTimeText('fr-CA', seconds, { minutes: fr.monthLeft, underOne: fr.monthUnderOne })).toBe(text);
  });

  it('names the session’s own minutes in French', () => {
    const words = { minutes: fr.sessionLeft, underOne: fr.sessionUnderOne };
    expect(remainingTimeText('fr-CA', 125, words)).toBe('2 minutes restantes dans cette séance');
    expect(remainingTimeText('fr-CA', 10, words)).toBe('Moins d’une minute restante dans cette séance');
  });
});

describe('secondsLeft', () => {
  it('counts down by whole seconds and stops at zero', () => {
    expect(secondsLeft(90, 0)).toBe(90);
    expect(secondsLeft(90, 999)).toBe(90);
    expect(secondsLeft(90, 1000)).toBe(89);
    expect(secondsLeft(90, 200_000)).toBe(0);
  });
});
