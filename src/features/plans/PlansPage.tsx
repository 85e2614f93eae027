import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { plansQuery } from '../../lib/queries/checkout';
import { useMessages } from '../../lib/i18n/i18n';
import { Page } from '../../ui/Page';
import { PlanCards } from './PlanCards';
import { plansMessages } from './plans.messages';
import { TestModeBanner } from './TestModeBanner';

// Fetched only for a signed-in person: a visitor's page needs none of its code (the checkout machine, the API client).
const SignedInPlansPage = lazy(() =>
  import('./SignedInPlansPage').then((module) => ({ default: module.SignedInPlansPage })),
);

interface PlansPageProps {
  signedIn: boolean;
}

/** /plans: every plan with its price and allowance; signed in, the current plan, what remains, and buying. */
export function PlansPage({ signedIn }: PlansPageProps) {
  if (signedIn) {
    return (
      <Suspense fallback={<VisitorPlansPage loadingOnly />}>
        <SignedInPlansPage />
      </Suspense>
    );
  }
  return <VisitorPlansPage />;
}

/** The plans as a visitor sees them, each with a way to sign up; `loadingOnly` while the signed-in page loads. */
function VisitorPlansPage({ loadingOnly = false }: { loadingOnly?: boolean }) {
  const t = useMessages(plansMessages);
  const plans = useQuery(plansQuery());
  return (
    <Page title={t.title} documentTitle={t.documentTitle}>
      {plans.data?.mode === 'test' ? <TestModeBanner /> : null}
      {plans.isPending || loadingOnly ? <output>{t.loadingPlans}</output> : null}
      {plans.isError && !loadingOnly ? <p role="alert">{plans.error.message}</p> : null}
      {plans.data && !loadingOnly ? <PlanCards plans={plans.data.plans} /> : null}
    </Page>
  );
}
