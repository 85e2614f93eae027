import type { PtestInfo } from '../../contract/ptests';
import { useLocale, useMessages } from '../../lib/i18n/i18n';
import { questionnairesMessages } from './questionnaires.messages';
import * as styles from './Questionnaires.css';

/**
 * Says so when the items are not in the interface's language: an instrument without a validated translation we may
 * use keeps its English wording (decision 034), never a translation of our own.
 */
export function EnglishItemsNote({ info }: { info: PtestInfo }) {
  const locale = useLocale();
  const t = useMessages(questionnairesMessages);
  if (info.itemsLanguage === locale) return null;
  return <p className={styles.muted}>{t.englishItems}</p>;
}
