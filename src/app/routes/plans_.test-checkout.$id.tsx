import { createFileRoute } from '@tanstack/react-router';
import { TestCheckoutPage } from '../../features/plans/TestCheckoutPage';

// The local TEST MODE checkout (no STRIPE_SECRET_KEY). Not nested under /plans: it is a page of its own.
export const Route = createFileRoute('/plans_/test-checkout/$id')({
  component: TestCheckoutRoute,
});

function TestCheckoutRoute() {
  const { id } = Route.useParams();
  return <TestCheckoutPage checkoutSessionId={id} />;
}
