import { describe, expect, it } from 'vitest';
import { checkContactForm, type ContactFormValues, messageCountText } from './contact-form';

const valid: ContactFormValues = {
  name: '  Ada  ',
  email: ' Ada@Example.com ',
  topic: 'billing',
  message: '  I was charged twice this month.  ',
};

describe('checkContactForm', () => {
  it('gives the body the contract expects, trimmed and with the email lowercased', () => {
    expect(checkContactForm(valid)).toEqual({
      ok: true,
      body: { name: 'Ada', email: 'ada@example.com', topic: 'billing', message: 'I was charged twice this month.' },
    });
  });

  it('leaves out an empty name and topic: both are optional', () => {
    expect(checkContactForm({ ...valid, name: '   ', topic: '' })).toEqual({
      ok: true,
      body: { email: 'ada@example.com', message: 'I was charged twice this month.' },
    });
  });

  it.each([
    [{ email: '' }, 'email', 'Please enter your email address, so we can reply.'],
    [{ email: 'ada@' }, 'email', 'That email address does not look right.'],
    [{ message: '' }, 'message', 'Please write your message.'],
    [{ message: '   help   ' }, 'message', 'Please tell us a little more (at least 10 characters).'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Please keep your message to 5,000 characters or fewer (it has 5,001).'],
    [{ message: 'Hello there\u0000 friend' }, 'message', 'Your message contains a character we cannot store.'],
    [{ name: 'n'.repeat(101) }, 'name', 'Please keep your name to 100 characters or fewer.'],
    [{ topic: 'gossip' as ContactFormValues['topic'] }, 'topic', 'Please choose a topic from the list.'],
  ])('refuses %o with words for the %s field', (change, field, message) => {
    expect(checkContactForm({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('reports every field that needs fixing at once', () => {
    const check = checkContactForm({ name: '', email: '', topic: '', message: '' });
    expect(check.ok).toBe(false);
    expect(Object.keys(check.ok ? {} : check.errors).toSorted()).toEqual(['email', 'message']);
  });
});

describe('messageCountText', () => {
  it('says how much of the limit is used, and by how much a message is over it', () => {
    expect(messageCountText(0)).toBe('0 of 5,000 characters');
    expect(messageCountText(5000)).toBe('5,000 of 5,000 characters');
    expect(messageCountText(5001)).toBe('5,001 of 5,000 characters: 1 too many');
    expect(messageCountText(12_345)).toBe('12,345 of 5,000 characters: 7,345 too many');
  });
});
