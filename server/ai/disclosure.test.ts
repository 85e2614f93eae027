import { describe, expect, it } from 'vitest';
import { asksIfHuman } from './disclosure';

describe('asksIfHuman', () => {
  it('hears the question in English, slang and French', () => {
    for (const text of [
      'Are you a real person?',
      'am I talking to a bot',
      'r u human tho',
      'Is there a real person reading this?',
      'are you a therapist?',
      'Es-tu un humain ?',
      'Est-ce que je parle à un robot ?',
      "t'es une vraie personne ?",
    ]) {
      expect({ text, asked: asksIfHuman(text) }).toEqual({ text, asked: true });
    }
  });

  it('does not hear it in ordinary sentences', () => {
    for (const text of [
      'My brother is a real person to look up to.',
      'I feel like a robot at work.',
      'Are you free?',
    ]) {
      expect({ text, asked: asksIfHuman(text) }).toEqual({ text, asked: false });
    }
  });
});
