import { describe, expect, it } from 'vitest';
import { chooseLocale, defineMessages, fill, formatNumber, messagesIn } from './i18n';
import { formatDate, plural } from './format';

describe('choosing the locale', () => {
  it('takes the person’s choice first, then the browser’s first French or English language, then English', () => {
    expect(chooseLocale('en', ['fr-CA'])).toBe('en');
    expect(chooseLocale('fr-CA', ['en-US'])).toBe('fr-CA');
    expect(chooseLocale(null, ['de-DE', 'fr-FR', 'en'])).toBe('fr-CA');
    expect(chooseLocale(null, ['en-CA', 'fr-CA'])).toBe('en');
    expect(chooseLocale(null, ['FR'])).toBe('fr-CA');
    expect(chooseLocale(null, ['de', 'es'])).toBe('en');
    expect(chooseLocale(null, [])).toBe('en');
  });
});

describe('messages', () => {
  const set = defineMessages('i18nTest', { hello: 'Hello', bye: 'Goodbye' });

  it('shows each message missing from a catalog in English, never as a key', () => {
    expect(messagesIn(set, 'fr-CA', { i18nTest: { hello: 'Bonjour' } })).toEqual({ hello: 'Bonjour', bye: 'Goodbye' });
    expect(messagesIn(set, 'fr-CA', {})).toEqual({ hello: 'Hello', bye: 'Goodbye' });
    expect(messagesIn(set, 'en', { i18nTest: { hello: 'Bonjour' } })).toEqual({ hello: 'Hello', bye: 'Goodbye' });
  });

  it('fills placeholders, numbers the locale’s way, and leaves an unknown one as it is', () => {
    expect(fill('fr-CA', '{name} a {n} points {x}', { name: 'Alex', n: 1234.5 })).toBe(
      'Alex a 1\u00a0234,5 points {x}',
    );
    expect(fill('en', '{n} points', { n: 1234.5 })).toBe('1,234.5 points');
  });

  it('picks plural forms by the locale’s rules: in French 0 and 1 are singular', () => {
    const days = { one: '{count} jour', other: '{count} jours' };
    expect(plural('fr-CA', days, 0)).toBe('0 jour');
    expect(plural('fr-CA', days, 1)).toBe('1 jour');
    expect(plural('fr-CA', days, 2)).toBe('2 jours');
    const en = { one: '{count} day', other: '{count} days' };
    expect(plural('en', en, 0)).toBe('0 days');
    expect(plural('en', en, 1)).toBe('1 day');
  });

  it('writes money and dates in the locale', () => {
    expect(formatNumber('fr-CA', 9.99, { style: 'currency', currency: 'CAD' })).toBe('9,99\u00a0$');
    expect(formatNumber('en', 9.99, { style: 'currency', currency: 'CAD' })).toBe('CA$9.99');
    const day = new Date(Date.UTC(2026, 10, 25, 12));
    expect(formatDate('fr-CA', day, { dateStyle: 'long', timeZone: 'UTC' })).toBe('25 novembre 2026');
    expect(formatDate('en', day, { dateStyle: 'long', timeZone: 'UTC' })).toBe('November 25, 2026');
  });
});
