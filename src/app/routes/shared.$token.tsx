import { createFileRoute } from '@tanstack/react-router';
import { SharedSessionPage } from '../../features/shared-session/SharedSessionPage';

export const Route = createFileRoute('/shared/$token')({ component: SharedSessionRoute });

function SharedSessionRoute() {
  const { token } = Route.useParams();
  return <SharedSessionPage token={token} />;
}
