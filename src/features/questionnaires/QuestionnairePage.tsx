import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-errors';
import { questionnaireDataQuery, questionnaireTestDataQuery } from '../../lib/queries/ptests';
import { Page } from '../../ui/Page';
import { QuestionnaireRunner, type QuestionnaireMode } from './QuestionnaireRunner';

interface QuestionnairePageProps {
  id: string;
  mode: QuestionnaireMode;
  signedIn: boolean;
  /** Puts the page's mode in the address (mode=form, mode=result), replacing the entry. */
  onModeChange: (mode: QuestionnaireMode) => void;
}

/** /questionnaire/{category}/{id}: the intro, then the form (mode=form), then the result (mode=result). */
export function QuestionnairePage({ id, mode, signedIn, onModeChange }: QuestionnairePageProps) {
  const info = useQuery(questionnaireDataQuery(id));
  const questions = useQuery(questionnaireTestDataQuery(id));
  const failed = info.error ?? questions.error;

  if (failed) {
    const missing = failed instanceof ApiError && failed.status === 404;
    return (
      <Page title={missing ? 'Questionnaire not found' : 'Questionnaire'} documentTitle="Questionnaire · Doro">
        <p role="alert">{missing ? `There is no questionnaire “${id}”.` : failed.message}</p>
        <p>
          <Link to="/database">See all questionnaires</Link>
        </p>
      </Page>
    );
  }
  if (!info.data || !questions.data) {
    return (
      <Page title="Questionnaire" documentTitle="Questionnaire · Doro">
        <p>
          <output>Loading the questionnaire…</output>
        </p>
      </Page>
    );
  }
  return (
    <QuestionnaireRunner
      key={id}
      info={info.data}
      questions={questions.data}
      mode={mode}
      signedIn={signedIn}
      onModeChange={onModeChange}
    />
  );
}
