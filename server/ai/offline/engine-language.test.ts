/**
 * The engine works out the conversation's language once per reply (decision 030): the safety replies and the
 * dialogue state use the same answer, and a reply to a French conversation is still in French.
 */
import { describe, expect, it, vi } from 'vitest';
import * as language from './language';
import { offlineReply } from './engine';

vi.mock('./language', async (actual) => {
  const real = await actual<typeof language>();
  return { ...real, conversationLanguage: vi.fn<typeof real.conversationLanguage>(real.conversationLanguage) };
});

describe('the offline engine and the conversation’s language', () => {
  it('reads the language once per reply, and answers in it', () => {
    const counted = vi.mocked(language.conversationLanguage);
    const messages = [
      { role: 'doro' as const, text: 'Bonjour, je suis Doro. De quoi aimerais-tu parler aujourd’hui ?' },
      { role: 'user' as const, text: 'Je suis très fatigué et je ne dors pas bien depuis une semaine.' },
    ];
    counted.mockClear();
    const reply = offlineReply({ directiveness: 'balanced', ageGroup: 'adult', memory: [], messages });
    expect(counted).toHaveBeenCalledTimes(1);
    expect(counted.mock.results[0]?.value).toBe('fr');
    expect(reply).toMatch(/\b(je|tu|te|ton|ta|tes|le|la|les|est)\b/i);
    expect(reply).not.toMatch(/\b(you|the|and)\b/i);
  });
});
