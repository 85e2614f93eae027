import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useAuthUser, useSessionConfirmed } from '../../../../features/auth/AuthProvider';
import { QuestionnairePage } from '../../../../features/questionnaires/QuestionnairePage';
import type { QuestionnaireMode } from '../../../../features/questionnaires/QuestionnaireRunner';
import { normalizePath } from '../../../../lib/route-access';

// mode=form and mode=result hide the header and footer (src/lib/layout-key.ts); anything else is the intro.
const modeOf = (search: Record<string, unknown>): QuestionnaireMode =>
  search.mode === 'form' || search.mode === 'result' ? search.mode : undefined;

const decoded = (segment: string | undefined): string | undefined => {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** Whether a location's path is this questionnaire's page, /questionnaire/{category}/{id}. */
function isQuestionnairePath(pathname: string, category: string, id: string): boolean {
  const segments = normalizePath(pathname).split('/');
  return (
    segments.length === 4 &&
    segments[1] === 'questionnaire' &&
    decoded(segments[2]) === category &&
    decoded(segments[3]) === id
  );
}

export const Route = createFileRoute('/questionnaire/$category/$id')({
  validateSearch: (search: Record<string, unknown>): { mode?: 'form' | 'result' } => {
    const mode = modeOf(search);
    return mode ? { mode } : {};
  },
  component: QuestionnaireRoute,
});

function QuestionnaireRoute() {
  const { category, id } = Route.useParams();
  // The location the shell reads too: it switches to the focus layout (remounting this page) as soon as the
  // location changes, before this route's own search catches up, and both must agree on the mode.
  const mode = useRouterState({ select: (state) => modeOf(state.location.search) });
  // A link away from the page (sign up, log in, all questionnaires) changes the location a moment before this page
  // unmounts: the mode the address then shows is the other page's, and must not be "corrected" back to this one.
  const here = useRouterState({ select: (state) => isQuestionnairePath(state.location.pathname, category, id) });
  const navigate = Route.useNavigate();
  // Saving needs a confirmed sign-in (a valid token); until then the result is scored and kept to save later.
  const user = useAuthUser();
  const confirmed = useSessionConfirmed();
  const signedIn = user !== null && confirmed;
  const onModeChange = useCallback(
    (next: QuestionnaireMode) => {
      if (!here) return;
      void navigate({
        to: '/questionnaire/$category/$id',
        params: { category, id },
        search: next ? { mode: next } : {},
        replace: true,
      });
    },
    [navigate, here, category, id],
  );
  return <QuestionnairePage id={id} mode={mode} signedIn={signedIn} onModeChange={onModeChange} />;
}
