import { Link } from '@tanstack/react-router';
import type { PtestInfo } from '../../contract/ptests';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import * as styles from './Questionnaires.css';

/** What the questionnaire is before anyone answers: purpose, time frame, length, source and licence. */
export function QuestionnaireIntro({ info, onStart }: { info: PtestInfo; onStart: () => void }) {
  return (
    <Page title={info.title} documentTitle={`${info.title} · Doro`}>
      <p>{info.purpose}</p>
      <dl>
        <dt>Time frame</dt>
        <dd>{info.timeFrame}</dd>
        <dt>Length</dt>
        <dd>
          {info.itemCount} questions, about {info.minutesToComplete}{' '}
          {info.minutesToComplete === 1 ? 'minute' : 'minutes'}
        </dd>
        <dt>Source</dt>
        <dd>
          {info.source}. <cite>{info.citation}</cite>
        </dd>
        <dt>Licence</dt>
        <dd>{info.licenceNote}</dd>
      </dl>
      <p className={styles.muted}>
        This is a screening questionnaire, not a diagnosis. Only a doctor or mental health professional can diagnose a
        condition.
      </p>
      <div className={styles.actions}>
        <Button onClick={onStart}>Start the questionnaire</Button>
        <Link to="/database">All questionnaires</Link>
      </div>
    </Page>
  );
}
