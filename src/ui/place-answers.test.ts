import { describe, expect, it } from 'vitest';
import { checkPlace } from './place-answers';

describe('checkPlace', () => {
  it('reads a province, a state, another country and "I’d rather not say"', () => {
    expect(checkPlace('CA', 'QC')).toEqual({ place: { country: 'CA', region: 'QC' } });
    expect(checkPlace('US', 'WA')).toEqual({ place: { country: 'US', region: 'WA' } });
    expect(checkPlace('FR', '')).toEqual({ place: { country: 'FR', region: null } });
    expect(checkPlace('unknown', 'QC')).toEqual({ place: { country: null, region: null } });
  });

  it('says what is missing: a country, a province, a state', () => {
    expect(checkPlace('', '')).toMatchObject({ problems: { country: expect.stringMatching(/choose where you live/) } });
    expect(checkPlace('CA', '')).toMatchObject({ problems: { region: 'Please choose your province or territory.' } });
    expect(checkPlace('US', 'QC')).toMatchObject({ problems: { region: 'Please choose your state.' } });
    expect(checkPlace('XX', '')).toMatchObject({ problems: { country: expect.any(String) } });
  });
});
