import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatNotice } from '../../machines/chat.types';
import { frCA } from '../../lib/i18n/fr-CA';
import { messagesIn } from '../../lib/i18n/i18n';
import { chatPageMessages } from './chat-page.messages';
import { noticeText } from './notice-text';
import { speakTexts, spokenTexts } from './use-spoken-notices';

const notices: ChatNotice[] = [
  { kind: 'greeting', text: 'Hi, I am Doro.', afterSeq: 0 },
  { kind: 'disclosure', text: 'Doro is an AI, not a human.', afterSeq: 0, spoken: true },
  { kind: 'crisis', level: 'concern', categories: ['suicide'], afterSeq: 1 },
  { kind: 'break-reminder', text: 'Time for a break.', afterSeq: 1 },
  { kind: 'disclosure', text: 'Doro is an AI, not a human.', afterSeq: 2, spoken: true },
];

afterEach(() => vi.unstubAllGlobals());

/** A stand-in for the browser's utterance: what it would say. */
class Utterance {
  constructor(readonly text: string) {}
}

describe('spoken notices', () => {
  it('are the notices the server marked spoken, each time they come', () => {
    expect(spokenTexts(notices)).toEqual(['Doro is an AI, not a human.', 'Doro is an AI, not a human.']);
    expect(spokenTexts(notices.filter((notice) => !('spoken' in notice)))).toEqual([]);
  });

  it('are said in French when the interface is French, as they are shown', () => {
    const fr = messagesIn(chatPageMessages, 'fr-CA', frCA);
    expect(spokenTexts(notices, (notice) => noticeText(notice, 'fr-CA', fr))).toEqual([
      'Doro est une IA, pas un humain. C’est un coach de soutien, pas un thérapeute ni un service d’urgence.',
      'Doro est une IA, pas un humain. C’est un coach de soutien, pas un thérapeute ni un service d’urgence.',
    ]);
    const en = messagesIn(chatPageMessages, 'en', null);
    expect(spokenTexts(notices, (notice) => noticeText(notice, 'en', en))).toEqual([
      'Doro is an AI, not a human.',
      'Doro is an AI, not a human.',
    ]);
    expect(noticeText(notices[0]!, 'fr-CA', fr)).toBe('Hi, I am Doro.');
  });

  it('are queued on the speech synthesis, one utterance each, in order', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    const synthesis = { speak: vi.fn<(utterance: SpeechSynthesisUtterance) => void>() };
    speakTexts(synthesis, ['first', 'second']);
    expect(synthesis.speak.mock.calls.map(([utterance]) => utterance.text)).toEqual(['first', 'second']);
  });

  it('are not said, without error, where the browser has no speech synthesis', () => {
    const synthesis = { speak: vi.fn<(utterance: SpeechSynthesisUtterance) => void>() };
    expect(() => speakTexts(undefined, ['first'])).not.toThrow();
    speakTexts(synthesis, ['first']); // no SpeechSynthesisUtterance in this environment
    expect(synthesis.speak).not.toHaveBeenCalled();
  });
});
