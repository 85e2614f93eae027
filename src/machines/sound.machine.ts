/**
 * The chat's sound setting: enabled (unmuted: Doro's replies are read aloud) or disabled (muted).
 * It starts from the chat audio cookie, whose value the binding passes as input, and each TOGGLE saves the new
 * choice through `persistChoice`, which the binding provides (lib/cookies' chatAudioCookie.set), so the machine
 * itself touches no storage.
 */
import { setup } from 'xstate';
import type { ChatAudio } from '../lib/cookies';

export interface SoundInput {
  /** The chat audio cookie's value; null when the user never chose. */
  cookie: ChatAudio | null;
}

export type SoundEvent = { type: 'TOGGLE' };

export const soundMachine = setup({
  types: {
    input: {} as SoundInput,
    context: {} as SoundInput,
    events: {} as SoundEvent,
    tags: {} as 'speaking-allowed',
  },
  actions: {
    persistChoice: (_args, _params: { audio: ChatAudio }) => {},
  },
  guards: {
    // Silence unless the user turned sound on: a reply read aloud unasked could expose a private conversation to
    // whoever is nearby.
    startsEnabled: ({ context }) => context.cookie === 'unmuted',
  },
}).createMachine({
  id: 'sound',
  context: ({ input }) => ({ cookie: input.cookie }),
  initial: 'start',
  states: {
    // Exists to choose the first real state from the cookie before the page renders its Mute / Unmute toggle.
    start: {
      always: [{ guard: 'startsEnabled', target: 'enabled' }, { target: 'disabled' }],
    },
    // Exists while replies are read aloud; the toggle reads 'Mute'.
    enabled: {
      tags: 'speaking-allowed',
      on: { TOGGLE: { target: 'disabled', actions: { type: 'persistChoice', params: { audio: 'muted' } } } },
    },
    // Exists while the chat is silent; the toggle reads 'Unmute'.
    disabled: {
      on: { TOGGLE: { target: 'enabled', actions: { type: 'persistChoice', params: { audio: 'unmuted' } } } },
    },
  },
});

export type SoundMachine = typeof soundMachine;
