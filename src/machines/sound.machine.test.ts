/**
 * Model-based test of the sound machine: xstate/graph generates the shortest path to every state, and every simple
 * path, from each value the chat audio cookie can hold; each is replayed with `persistChoice` provided as the binding
 * will (lib/cookies), on a fake document. After every step the cookie must say what the state says, and a machine
 * started afresh from that cookie must start in the same state: the choice survives a reload.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { type ChatAudio, chatAudioCookie } from '../lib/cookies';
import { coverageGaps, definedTransitions } from './model-test-kit';
import { type SoundEvent, type SoundInput, soundMachine } from './sound.machine';

const inputs: Record<string, SoundInput> = {
  'no cookie': { cookie: null },
  'cookie muted': { cookie: 'muted' },
  'cookie unmuted': { cookie: 'unmuted' },
};

const expectedTransitions = [
  'start --(always) [startsEnabled]--> enabled',
  'start --(always)--> disabled',
  'enabled --TOGGLE--> disabled',
  'disabled --TOGGLE--> enabled',
];

/** A document whose cookie property keeps name=value pairs like a browser's. */
function fakeCookieDocument() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = ''] = text.split(';');
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    },
  };
}

const events: SoundEvent[] = [{ type: 'TOGGLE' }];
const boundMachine = soundMachine.provide({
  actions: { persistChoice: (_, { audio }: { audio: ChatAudio }) => chatAudioCookie.set(audio) },
});

function generatedPaths() {
  return Object.entries(inputs).flatMap(([name, input]) => {
    const options = { input, events, toState: undefined };
    const paths = [...getShortestPaths(soundMachine, options), ...getSimplePaths(soundMachine, options)];
    const named = paths.map((path) => {
      const steps = path.steps.map((step) => step.event).filter((event) => event.type === 'TOGGLE');
      return {
        name: `${name}: ${steps.map((e) => e.type).join(' → ') || '(start)'} → ${String(path.state.value)}`,
        input,
        events: steps,
      };
    });
    return [...new Map(named.map((path) => [path.name, path])).values()];
  });
}

beforeEach(() => {
  vi.stubGlobal('document', fakeCookieDocument());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sound machine', () => {
  it('has exactly the expected transitions', () => {
    expect([...definedTransitions(soundMachine.root).values()].toSorted()).toEqual([...expectedTransitions].toSorted());
  });

  it('starts unmuted only when the cookie says so: silence is the default', () => {
    expect(initialTransition(soundMachine, { cookie: 'unmuted' })[0].value).toBe('enabled');
    expect(initialTransition(soundMachine, { cookie: 'muted' })[0].value).toBe('disabled');
    expect(initialTransition(soundMachine, { cookie: null })[0].value).toBe('disabled');
  });

  it('generated paths visit every state and take every transition', () => {
    expect(coverageGaps(soundMachine, generatedPaths())).toEqual([]);
  });

  it.each(Object.entries(inputs))('generated paths from %s reach both states', (name) => {
    const reached = new Set(
      generatedPaths()
        .filter((path) => path.name.startsWith(`${name}:`))
        .map((path) => path.name.split('→ ').at(-1)),
    );
    expect([...reached].toSorted()).toEqual(['disabled', 'enabled']);
  });

  it.each(generatedPaths().map((path) => [path.name, path] as const))('replay: %s', (_name, path) => {
    if (path.input.cookie) chatAudioCookie.set(path.input.cookie);
    const actor = createActor(boundMachine, { input: path.input }).start();
    let model = initialTransition(soundMachine, path.input)[0];
    expect(actor.getSnapshot().value).toBe(model.value);
    for (const event of path.events) {
      actor.send(event);
      [model] = transition(soundMachine, model, event);
      const state = actor.getSnapshot().value;
      expect(state).toBe(model.value);
      expect(actor.getSnapshot().hasTag('speaking-allowed')).toBe(state === 'enabled');
      expect(chatAudioCookie.get()).toBe(state === 'enabled' ? 'unmuted' : 'muted');
      // A reload reads the cookie back into the same state.
      expect(initialTransition(soundMachine, { cookie: chatAudioCookie.get() })[0].value).toBe(state);
    }
    actor.stop();
  });

  it('does not write the cookie until the user chooses', () => {
    createActor(boundMachine, { input: { cookie: null } }).start();
    expect(chatAudioCookie.get()).toBeNull();
  });
});
