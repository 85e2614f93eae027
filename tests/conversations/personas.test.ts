/** The persona set covers what the kit promises: people, topics, exercises, and scripts the checks can score. */
import { describe, expect, it } from 'vitest';
import { exerciseGuides } from './exercise-markers';
import { exerciseIds, topicIds, type Persona, type TurnExpectation } from './persona';
import { personas } from './personas';

const kind = (expectation?: TurnExpectation) => (expectation ? Object.keys(expectation)[0] : 'none');
const expectations = personas.flatMap((persona) => persona.turns.map((turn) => turn.expect));

/** Where a persona's script breaks the order of an exercise: steps follow each other, step 2 follows a yes. */
function stepOrderProblems(persona: Persona): string[] {
  return persona.turns.flatMap((turn, index) => {
    const now = turn.expect;
    const before = persona.turns[index - 1]?.expect;
    const where = `${persona.name}, turn ${index + 1}`;
    if (now && ('accepts' in now || 'declines' in now) && kind(before) !== 'request') {
      return [`${where}: answers an offer that only a request's reply makes`];
    }
    if (!now || !('exercise' in now) || now.step === 1) return [];
    if (now.step > exerciseGuides[now.exercise].steps.length)
      return [`${where}: ${now.exercise} has no step ${now.step}`];
    const follows =
      (now.step === 2 && kind(before) === 'accepts') ||
      (!!before && 'exercise' in before && before.exercise === now.exercise && before.step === now.step - 1);
    return follows ? [] : [`${where}: step ${now.step} of ${now.exercise} does not follow step ${now.step - 1}`];
  });
}

describe('the conversation personas', () => {
  it('are at least 32 different people, teens and adults, with every directiveness, 4 in French', () => {
    expect(personas.length).toBeGreaterThanOrEqual(32);
    expect(new Set(personas.map((persona) => persona.name)).size).toBe(personas.length);
    expect(new Set(personas.map((persona) => persona.ageBand))).toEqual(new Set(['13-17', '18+']));
    expect(new Set(personas.map((persona) => persona.directiveness))).toEqual(new Set(['listen', 'balanced', 'guide']));
    expect(personas.filter((persona) => persona.lang === 'fr').length).toBeGreaterThanOrEqual(4);
  });

  it('talk for 10 to 16 turns, every turn saying what a good reply does, and end with a goodbye', () => {
    const outOfShape = personas.filter(
      (persona) =>
        persona.turns.length < 10 ||
        persona.turns.length > 16 ||
        !persona.turns.every((turn) => turn.expect) ||
        kind(persona.turns.at(-1)?.expect) !== 'goodbye',
    );
    expect(outOfShape.map((persona) => persona.name)).toEqual([]);
  });

  it('ask about every topic, do every exercise, and use every kind of turn', () => {
    const topics = expectations.flatMap((expectation) =>
      expectation && 'request' in expectation ? [expectation.request] : [],
    );
    const exercises = expectations.flatMap((expectation) =>
      expectation && 'exercise' in expectation ? [expectation.exercise] : [],
    );
    expect(new Set(topics)).toEqual(new Set(topicIds));
    expect(new Set(exercises)).toEqual(new Set(exerciseIds));
    expect(new Set(expectations.map(kind))).toEqual(
      new Set([
        'request',
        'exercise',
        'accepts',
        'declines',
        'justListen',
        'complaint',
        'thanks',
        'goodbye',
        'harmless',
      ]),
    );
  });

  it('go through exercise steps in order: step 1 asked for by name, step 2 after accepting an offer', () => {
    expect(personas.flatMap(stepOrderProblems)).toEqual([]);
  });

  it('stay away from crisis: the safety suite covers that', () => {
    const risky =
      /\b(kill|suicid\w*|end (it|my life)|hurt myself|self-harm|cutting myself|disappear|better off without|overdose|want to die|me tuer|en finir)\b/i;
    const said = personas.flatMap((persona) => persona.turns.map((turn) => turn.say));
    expect(said.filter((text) => risky.test(text))).toEqual([]);
  });
});
