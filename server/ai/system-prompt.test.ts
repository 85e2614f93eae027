import { describe, expect, it } from 'vitest';
import { systemPrompt } from './system-prompt';

const base = { directiveness: 'balanced', ageGroup: 'adult', memory: [] } as const;

describe('the outside model’s instructions', () => {
  it('ask for the language the person chose for the app while their words do not tell, then for theirs', () => {
    const unsaid = [{ role: 'user' as const, text: 'ok' }];
    expect(systemPrompt({ ...base, messages: unsaid, language: 'fr' })).toMatch(/Answer in Canadian French/);
    expect(systemPrompt({ ...base, messages: unsaid })).toMatch(/Answer in English/);
    const english = [{ role: 'user' as const, text: 'work has been a lot and i cant keep up' }];
    expect(systemPrompt({ ...base, messages: english, language: 'fr' })).toMatch(/Answer in English/);
  });
});
