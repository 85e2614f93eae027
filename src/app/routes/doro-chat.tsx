import { createFileRoute } from '@tanstack/react-router';
import { useAuthUser } from '../../features/auth/AuthProvider';
import { ChatPage } from '../../features/chat/ChatPage';

export const Route = createFileRoute('/doro-chat')({ component: DoroChat });

// The chat feature knows no auth feature: the signed-in user reaches it from here.
function DoroChat() {
  const user = useAuthUser();
  return <ChatPage userId={user?.uid ?? null} />;
}
