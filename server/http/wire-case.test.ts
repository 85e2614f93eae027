import { describe, expect, it } from 'vitest';
import { wireJson } from './wire-case';

const reply = () => {
  const types: string[] = [];
  return { types, type: (contentType: string) => types.push(contentType) };
};

describe('wireJson', () => {
  it('sends a body as the snake_case JSON the wire-case hook would, typed as JSON', () => {
    const to = reply();
    const json = wireJson(to, { userId: 'u', placeAnsweredAt: null, items: [{ itemScore: 2 }] });
    expect(json).toBe('{"user_id":"u","place_answered_at":null,"items":[{"item_score":2}]}');
    expect(to.types).toEqual(['application/json; charset=utf-8']);
  });

  it('makes a frozen body’s JSON once, and a body that is not frozen afresh each time it is sent', () => {
    const frozen = Object.freeze({ displayName: 'Ana' });
    expect(wireJson(reply(), frozen)).toBe(wireJson(reply(), frozen));
    const open: { displayName: string } = { displayName: 'Ana' };
    expect(wireJson(reply(), open)).toBe('{"display_name":"Ana"}');
    open.displayName = 'Bea';
    expect(wireJson(reply(), open)).toBe('{"display_name":"Bea"}');
  });
});
