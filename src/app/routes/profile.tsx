import { createFileRoute } from '@tanstack/react-router';
import { useAuthUser } from '../../features/auth/AuthProvider';
import { useLogout } from '../../features/auth/use-logout';
import { PriorSessions } from '../../features/chat/PriorSessions';
import { MemoryPanel } from '../../features/memory/MemoryPanel';
import { PrivacyConsent } from '../../features/memory/PrivacyConsent';
import { CurrentPlan } from '../../features/plans/CurrentPlan';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { QuestionnaireHistory } from '../../features/questionnaires/QuestionnaireHistory';
import { SafetyPlanPanel } from '../../features/safety-plan/SafetyPlanPanel';
import { activeSubscriptionQuery } from '../../lib/queries/checkout';
import { safetyPlanQuery } from '../../lib/queries/safety-plan';
import { userDataQuery } from '../../lib/queries/users';

export const Route = createFileRoute('/profile')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(userDataQuery());
    void context.queryClient.prefetchQuery(activeSubscriptionQuery());
    void context.queryClient.prefetchQuery(safetyPlanQuery());
  },
  component: ProfileRoute,
});

// The profile composes other features' panels here, since features never import each other (coord: B's
// PriorSessions, F's QuestionnaireHistory, E's MemoryPanel after the privacy choices, the safety plan's panel).
function ProfileRoute() {
  const logout = useLogout();
  const user = useAuthUser();
  return (
    <ProfilePage
      safetyPlan={<SafetyPlanPanel />}
      plan={<CurrentPlan />}
      priorSessions={<PriorSessions />}
      questionnaireHistory={<QuestionnaireHistory />}
      memory={
        <>
          <PrivacyConsent />
          <MemoryPanel />
        </>
      }
      knownEmail={user?.email ?? null}
      onAccountDeleted={logout}
    />
  );
}
