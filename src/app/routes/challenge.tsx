import { createFileRoute } from '@tanstack/react-router';
import { useAuthUser, useSessionConfirmed } from '../../features/auth/AuthProvider';
import { ChallengePage } from '../../features/challenge/ChallengePage';

export const Route = createFileRoute('/challenge')({ component: ChallengeRoute });

/** Visitors keep their progress in the browser; signed-in users in their account, once the sign-in is confirmed. */
function ChallengeRoute() {
  const user = useAuthUser();
  const confirmed = useSessionConfirmed();
  const account = user ? (confirmed ? 'signed-in' : 'confirming') : 'visitor';
  return <ChallengePage key={account} account={account} />;
}
