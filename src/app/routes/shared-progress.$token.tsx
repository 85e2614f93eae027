import { createFileRoute } from '@tanstack/react-router';
import { SharedProgressPage } from '../../features/shared-progress/SharedProgressPage';

export const Route = createFileRoute('/shared-progress/$token')({ component: SharedProgressRoute });

function SharedProgressRoute() {
  const { token } = Route.useParams();
  return <SharedProgressPage token={token} />;
}
