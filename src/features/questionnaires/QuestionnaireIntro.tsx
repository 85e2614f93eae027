import { Link } from '@tanstack/react-router';
import type { PtestInfo } from '../../contract/ptests';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { plural } from '../../lib/i18n/format';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { EnglishItemsNote } from './EnglishItemsNote';
import { questionnairesMessages } from './questionnaires.messages';
import * as styles from './Questionnaires.css';

/** What the questionnaire is before anyone answers: purpose, time frame, length, source and licence. */
export function QuestionnaireIntro({ info, onStart }: { info: PtestInfo; onStart: () => void }) {
  const locale = useLocale();
  const t = useMessages(questionnairesMessages);
  return (
    <Page title={info.title} documentTitle={`${info.title} · Doro`}>
      <p>{info.purpose}</p>
      <dl>
        <dt>{t.timeFrame}</dt>
        <dd>{info.timeFrame}</dd>
        <dt>{t.length}</dt>
        <dd>{fill(locale, plural(locale, t.lengthValue, info.minutesToComplete), { items: info.itemCount })}</dd>
        <dt>{t.source}</dt>
        <dd>
          {info.source}. <cite>{info.citation}</cite>
        </dd>
        <dt>{t.licence}</dt>
        <dd>{info.licenceNote}</dd>
      </dl>
      <EnglishItemsNote info={info} />
      <p className={styles.muted}>{t.notDiagnosis}</p>
      <div className={styles.actions}>
        <Button onClick={onStart}>{t.start}</Button>
        <Link to="/database">{t.allQuestionnaires}</Link>
      </div>
    </Page>
  );
}
