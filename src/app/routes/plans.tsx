import { createFileRoute } from '@tanstack/react-router';
import { useAuthUser } from '../../features/auth/AuthProvider';
import { PlansPage } from '../../features/plans/PlansPage';
import { plansQuery } from '../../lib/queries/checkout';

export const Route = createFileRoute('/plans')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(plansQuery()),
  component: PlansRoute,
});

function PlansRoute() {
  return <PlansPage signedIn={useAuthUser() !== null} />;
}
