import { createFileRoute } from '@tanstack/react-router';
import { TestPortalPage } from '../../features/plans/TestPortalPage';

// The local billing portal (no STRIPE_SECRET_KEY): what Stripe's customer portal does, marked TEST MODE.
export const Route = createFileRoute('/plans_/test-portal')({ component: TestPortalPage });
