import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frCA } from '../../lib/i18n/fr-CA';
import { messagesIn } from '../../lib/i18n/i18n';
import { chatErrorText } from './chat-errors';
import { chatPageMessages } from './chat-page.messages';

const en = messagesIn(chatPageMessages, 'en', null);
const fr = messagesIn(chatPageMessages, 'fr-CA', frCA);

/** Every error the chat machine writes itself (its assignError params), read from its source. */
const machineErrors = [
  ...readFileSync(new URL('../../machines/chat.machine.ts', import.meta.url), 'utf8').matchAll(
    /type: 'assignError',\s*params: '([^']+)'/g,
  ),
].map((match) => match[1]!);

describe('chatErrorText', () => {
  it('finds the machine’s errors (the check below means something)', () => {
    expect(machineErrors).toContain('This session is open in another tab or window.');
    expect(machineErrors.length).toBeGreaterThanOrEqual(6);
  });

  it('has French for every error the chat machine writes, and English as the machine wrote it', () => {
    for (const error of machineErrors) {
      expect(chatErrorText(error, en)).toBe(error);
      expect(chatErrorText(error, fr)).not.toBe(error);
    }
    expect(chatErrorText('This session is open in another tab or window.', fr)).toBe(
      'Cette séance est ouverte dans un autre onglet ou une autre fenêtre.',
    );
  });

  it('shows any other error (the server’s words) as it came', () => {
    expect(chatErrorText('Session not found.', fr)).toBe('Session not found.');
  });
});
