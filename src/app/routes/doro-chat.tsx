import { createFileRoute } from '@tanstack/react-router';
import { useAuthUser } from '../../features/auth/AuthProvider';
import { ChatPage } from '../../features/chat/ChatPage';
import { SafetyPlanDialog } from '../../features/safety-plan/SafetyPlanDialog';
import { safetyPlanQuery } from '../../lib/queries/safety-plan';

export const Route = createFileRoute('/doro-chat')({
  // The crisis card shows the person's safety plan: read before the first message can need it.
  loader: ({ context }) => {
    if (context.auth.isSignedIn()) void context.queryClient.prefetchQuery(safetyPlanQuery());
  },
  component: DoroChat,
});

// The chat feature knows no auth feature and no safety plan feature: the signed-in user and the plan's editor reach
// it from here.
function DoroChat() {
  const user = useAuthUser();
  return <ChatPage userId={user?.uid ?? null} PlanEditor={SafetyPlanDialog} />;
}
