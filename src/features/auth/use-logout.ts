import { useNavigate } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { useAuthActor } from './AuthProvider';

/** Signs out and, once the machine has, goes to /login. */
export function useLogout(): () => Promise<void> {
  const actor = useAuthActor();
  const navigate = useNavigate();
  return async () => {
    actor.send({ type: 'logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    await navigate({ to: '/login' });
  };
}
