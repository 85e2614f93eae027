import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-errors';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { questionnaireDataQuery, questionnaireTestDataQuery } from '../../lib/queries/ptests';
import { Page } from '../../ui/Page';
import { questionnairesMessages } from './questionnaires.messages';
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
  const locale = useLocale();
  const t = useMessages(questionnairesMessages);
  const info = useQuery(questionnaireDataQuery(id, locale));
  const questions = useQuery(questionnaireTestDataQuery(id, locale));
  const failed = info.error ?? questions.error;

  if (failed) {
    const missing = failed instanceof ApiError && failed.status === 404;
    return (
      <Page title={missing ? t.notFoundTitle : t.questionnaire} documentTitle={t.questionnaireDocumentTitle}>
        <p role="alert">{missing ? fill(locale, t.notFound, { id }) : failed.message}</p>
        <p>
          <Link to="/database">{t.seeAll}</Link>
        </p>
      </Page>
    );
  }
  if (!info.data || !questions.data) {
    return (
      <Page title={t.questionnaire} documentTitle={t.questionnaireDocumentTitle}>
        <p>
          <output>{t.loadingOne}</output>
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
