/**
 * public/crisis.html is a page of its own (no script: it must open with no network, from the service worker's
 * copy), so it cannot import the crisis numbers. This test keeps it true to them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CRISIS } from './legal-facts';

const page = readFileSync(new URL('../../../public/crisis.html', import.meta.url), 'utf8');
const french = readFileSync(new URL('../../../public/crise.html', import.meta.url), 'utf8');
const worker = readFileSync(new URL('../../service-worker/sw.js', import.meta.url), 'utf8');
/** What a page loads: every src and every stylesheet link. */
const loads = (html: string) => [
  ...[...html.matchAll(/\ssrc="([^"]+)"/g)].map((match) => match[1]),
  ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]),
];
const digits = (number: string) => number.replaceAll(/\D/g, '');

describe('the offline crisis page', () => {
  it('calls 911, calls and texts 988, and calls and texts Kids Help Phone, with the numbers of legal-facts', () => {
    expect(page).toContain(`href="tel:${CRISIS.emergency}"`);
    expect(page).toContain(`href="tel:${CRISIS.suicideCrisisLine}"`);
    expect(page).toContain(`href="sms:${CRISIS.suicideCrisisLine}"`);
    expect(page).toContain(`href="tel:${digits(CRISIS.kidsHelpPhoneCall)}"`);
    expect(page).toContain(`href="sms:${CRISIS.kidsHelpPhoneText}"`);
    expect(page).toContain(CRISIS.kidsHelpPhoneCall);
  });

  it('loads nothing but the stylesheet both pages share, which the service worker keeps with them', () => {
    for (const html of [page, french]) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<style/i);
      expect(html).not.toMatch(/(src|href)="https?:\/\/(?!findahelpline)/);
      expect(loads(html)).toEqual(['/crisis.css']);
    }
    expect(worker).toMatch(/CRISIS_PAGES = \[[^\]]*'\/crisis\.css'/);
  });

  it('has a French twin, /crise, in French, with 911, 988, Quebec’s line, Tel-jeunes and Jeunesse, J’écoute', () => {
    expect(french).toContain('<html lang="fr-CA">');
    for (const number of [
      CRISIS.emergency,
      CRISIS.suicideCrisisLine,
      digits(CRISIS.kidsHelpPhoneCall),
      '18662773553',
      '18002632266',
    ]) {
      expect(french).toContain(`href="tel:${number}"`);
    }
    for (const number of [CRISIS.suicideCrisisLine, CRISIS.kidsHelpPhoneText, '5146001002']) {
      expect(french).toContain(`href="sms:${number}"`);
    }
    expect(french).toContain('1-866-APPELLE');
    expect(french).toContain('Tel-jeunes');
    expect(french).toContain('Jeunesse, J’écoute');
    expect(french).not.toMatch(/<script/i);
    expect(french).not.toMatch(/(src|href)="https?:\/\/(?!findahelpline)/);
    // Each links to the other.
    expect(french).toContain('href="/crisis"');
    expect(page).toContain('href="/crise"');
  });
});
