import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useAuthUser, useSessionConfirmed } from '../../../../features/auth/AuthProvider';
import { QuestionnairePage } from '../../../../features/questionnaires/QuestionnairePage';
import type { QuestionnaireMode } from '../../../../features/questionnaires/QuestionnaireRunner';

// mode=form and mode=result hide the header and footer (spec point 2, src/lib/layout-key.ts); anything else is the intro.
const modeOf = (search: Record<string, unknown>): QuestionnaireMode =>
  search.mode === 'form' || search.mode === 'result' ? search.mode : undefined;

export const Route = createFileRoute('/questionnaire/$category/$id')({
  validateSearch: (search: Record<string, unknown>): { mode?: 'form' | 'result' } => {
    const mode = modeOf(search);
    return mode ? { mode } : {};
  },
  component: QuestionnaireRoute,
});

function QuestionnaireRoute() {
  const { id } = Route.useParams();
  // The location the shell reads too: it switches to the focus layout (remounting this page) as soon as the
  // location changes, before this route's own search catches up, and both must agree on the mode.
  const mode = useRouterState({ select: (state) => modeOf(state.location.search) });
  const navigate = Route.useNavigate();
  // Saving needs a confirmed sign-in (a valid token); until then the result is scored and kept to save later.
  const user = useAuthUser();
  const confirmed = useSessionConfirmed();
  const signedIn = user !== null && confirmed;
  const onModeChange = useCallback(
    (next: QuestionnaireMode) => void navigate({ search: next ? { mode: next } : {}, replace: true }),
    [navigate],
  );
  return <QuestionnairePage id={id} mode={mode} signedIn={signedIn} onModeChange={onModeChange} />;
}
