import { useQuery } from '@tanstack/react-query';
import { userDataNameQuery } from '../../lib/queries/users';
import type { AuthUser } from '../../machines/auth.types';
import { useSessionConfirmed } from './AuthProvider';

/** The user's name once the API gives it, the email until then. */
export function useDisplayName(user: AuthUser): string {
  const confirmed = useSessionConfirmed();
  // Asked only once the provider confirmed the session: before that there is no token to send.
  const { data: name } = useQuery({ ...userDataNameQuery(), enabled: confirmed });
  return name || user.email;
}
