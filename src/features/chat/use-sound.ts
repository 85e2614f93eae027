import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { chatAudioCookie } from '../../lib/cookies';
import { inspector } from '../../lib/inspector';
import { soundMachine } from '../../machines/sound.machine';

/** The sound machine, started from the chat audio cookie, saving every toggle back to it. */
export function useSound(): { enabled: boolean; toggle: () => void } {
  const [machine] = useState(() =>
    soundMachine.provide({
      actions: { persistChoice: (_, { audio }) => chatAudioCookie.set(audio) },
    }),
  );
  const actor = useActorRef(machine, {
    input: { cookie: chatAudioCookie.get() },
    inspect: inspector(),
  });
  const enabled = useSelector(actor, (snapshot) => snapshot.hasTag('speaking-allowed'));
  return { enabled, toggle: () => actor.send({ type: 'TOGGLE' }) };
}
