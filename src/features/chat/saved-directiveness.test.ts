import { describe, expect, it } from 'vitest';
import { savedDirectiveness } from './saved-directiveness';

describe('savedDirectiveness', () => {
  it('reads the choice the server remembers', () => {
    expect(savedDirectiveness({ uid: 'u', directiveness: 'guide' })).toBe('guide');
    expect(savedDirectiveness({ uid: 'u', directiveness: 'listen' })).toBe('listen');
  });

  it('is null without a profile, without a choice, or with a value it does not know', () => {
    expect(savedDirectiveness(undefined)).toBeNull();
    expect(savedDirectiveness({ uid: 'u' })).toBeNull();
    expect(savedDirectiveness({ uid: 'u', directiveness: null })).toBeNull();
    expect(savedDirectiveness({ uid: 'u', directiveness: 'shout' })).toBeNull();
  });
});
