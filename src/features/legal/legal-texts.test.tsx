/**
 * The legal texts say the facts the spec and the safety reference require, rendered to HTML on the server (no DOM
 * needed), and never call Doro a therapist or say it gives therapy.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CRISIS, RETENTION } from './legal-facts';
import { MedicalDisclaimerText } from './MedicalDisclaimerText';
import { PrivacyText } from './PrivacyText';
import { SupportText } from './SupportText';
import { TermsText } from './TermsText';

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** The words a reader sees: tags dropped, entities decoded, whitespace collapsed. */
function wordsOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:])/g, '$1')
    .trim();
}

const noSubmit = async () => undefined;

const texts = {
  terms: renderToStaticMarkup(<TermsText />),
  privacy: renderToStaticMarkup(<PrivacyText />),
  support: renderToStaticMarkup(<SupportText onSubmit={noSubmit} />),
  medical: renderToStaticMarkup(<MedicalDisclaimerText />),
};

const words = Object.fromEntries(Object.entries(texts).map(([name, html]) => [name, wordsOf(html)])) as Record<
  keyof typeof texts,
  string
>;

describe('the terms of service', () => {
  it.each([
    ['the date', 'Last updated April 1, 2025'],
    ['the minimum age', 'You must be at least 13 years old to use Doro.'],
    [
      'parental permission from 13 to 18',
      'If you are between 13 and 18, you need the permission of a parent or guardian',
    ],
    ['that Doro is an AI coach, not a human or a therapist', 'Doro is an AI coach'],
    ['not a human, not a therapist', 'It is not a human, and it is not a therapist'],
    ['that no clinician monitors sessions', 'No human clinician monitors your sessions.'],
    ['that Doro is not an emergency service', 'Doro is not an emergency service'],
    ['the crisis numbers', 'In a crisis, call 911 in Canada or 988 in the US, or a helpline.'],
    ['the price-change notice', 'at least 10 days before it applies to you'],
    ['the liability cap', 'limited to the amounts you paid us in the 12 months before the claim arose'],
    ['the governing law', 'governed by the laws of Ontario'],
    ['the courts', 'decided by the courts in Kitchener, Ontario'],
  ])('state %s', (_fact, sentence) => {
    expect(words.terms).toContain(sentence);
  });

  it('puts the date in a machine-readable time element', () => {
    // HTML attribute names are case-insensitive; React writes this one as dateTime.
    expect(texts.terms).toMatch(/<time datetime="2025-04-01">April 1, 2025<\/time>/i);
  });
});

describe('the privacy policy', () => {
  it.each([
    ['the date of its last change (the outside model)', 'Last updated November 25, 2026'],
    ['the account email', 'your email address'],
    ['what users write, encrypted at rest', 'They are encrypted at rest'],
    ['questionnaire answers', 'Questionnaire answers:'],
    ['payment status from the processor', 'whether your payment went through, as our payment processor reports it'],
    ['no selling', 'We never sell your personal information.'],
    ['no ads from chats', 'we never use them to choose ads for you'],
    [
      'export from the profile',
      'Export: download a copy of your account, your sessions and your questionnaire answers from your profile',
    ],
    [
      'deletion from the profile',
      'Delete: delete single sessions, or your whole account and everything in it, from your profile',
    ],
    ['the deletion delay', `deleted within ${RETENTION.deletionDays} days`],
    ['the backups', `from our backups within a further ${RETENTION.backupDays} days`],
    [
      'the analytics and pixel, without chats',
      'They never receive what you write in sessions or your questionnaire answers or results.',
    ],
    ['consent first', 'only if you accept them in the cookie banner'],
    ['no ids in paths', 'with any identifier in the address replaced by a placeholder'],
    ['no email to analytics', 'the analytics service receives an account identifier but never your email address'],
    [
      'the lowercased email to the pixel',
      'the advertising pixel receives an account identifier and your email address in lower case',
    ],
    [
      'the AI provider, only with consent',
      'only if one is set up and you turn on “Send my conversation to an outside AI model” in your privacy choices on your profile (it is off until you do)',
    ],
    [
      'what the AI provider receives and why',
      'the messages of your conversation, and what Doro remembers if memory is on, only to write Doro’s replies, to double-check your messages for safety and to summarise the session',
    ],
  ])('states %s', (_fact, sentence) => {
    expect(words.privacy).toContain(sentence);
  });
});

describe('the medical disclaimer', () => {
  it.each([
    ['AI coach', 'Doro is an AI coach.'],
    ['not medical advice', 'Not medical advice.'],
    ['no diagnosis', 'Doro does not diagnose or treat any condition.'],
    ['screenings', 'Questionnaires are screenings.'],
    ['not an emergency service', 'Not an emergency service.'],
  ])('states %s', (_fact, sentence) => {
    expect(words.medical).toContain(sentence);
  });
});

describe('crisis resources', () => {
  it.each(['terms', 'support', 'medical'] as const)('are one tap away in the %s text', (name) => {
    expect(texts[name]).toContain(`href="tel:${CRISIS.emergency}"`);
    expect(texts[name]).toContain(`href="tel:${CRISIS.suicideCrisisLine}"`);
    expect(texts[name]).toContain('href="tel:18006686868"');
    expect(texts[name]).toContain(`href="sms:${CRISIS.kidsHelpPhoneText}"`);
    expect(texts[name]).toContain(`href="${CRISIS.helplineDirectoryUrl}"`);
    expect(words[name]).toContain('Kids Help Phone, call 1-800-668-6868 or text 686868');
    expect(words[name]).toContain('findahelpline.com');
  });
});

describe('the support text', () => {
  it('holds the contact form with its fields', () => {
    expect(texts.support).toMatch(/<form[^>]*aria-label="Contact Doro support"/);
    for (const label of ['Name (optional)', 'Email', 'Topic (optional)', 'Message']) {
      expect(words.support).toContain(label);
    }
    expect(texts.support).toContain('name="email"');
    expect(texts.support).toContain('name="message"');
  });
});

describe('honest words (reference/safety.md)', () => {
  it.each(Object.keys(words) as Array<keyof typeof words>)(
    'the %s text says "therapy" or "therapist" only to deny it',
    (name) => {
      const sentences = words[name].split(/(?<=[.!?])\s+/);
      const offending = sentences.filter(
        (sentence) => /therap/i.test(sentence) && !/\bnot\b|\bnever\b/i.test(sentence),
      );
      expect(offending).toEqual([]);
    },
  );

  it('the check would catch a sentence that calls Doro a therapist', () => {
    const sentences = 'Doro is your therapist. It is not a doctor.'.split(/(?<=[.!?])\s+/);
    expect(sentences.filter((sentence) => /therap/i.test(sentence) && !/\bnot\b|\bnever\b/i.test(sentence))).toEqual([
      'Doro is your therapist.',
    ]);
  });
});
