import type { ReactNode } from 'react';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { useMessages } from '../../lib/i18n/i18n';
import { Page } from '../../ui/Page';
import { AccountDetails } from './AccountDetails';
import { DeleteAccount } from './DeleteAccount';
import { DownloadData } from './DownloadData';
import * as styles from './Profile.css';
import { profileMessages } from './profile.messages';
import { ShareProgress } from './ShareProgress';

interface ProfilePageProps {
  /** Other features' panels, composed by the route file (a feature never imports another). */
  safetyPlan: ReactNode;
  plan: ReactNode;
  priorSessions: ReactNode;
  questionnaireHistory: ReactNode;
  memory: ReactNode;
  /** The signed-in email, known before the account's data arrives (its row then keeps its height). */
  knownEmail?: string | null;
  /** Signs out once the account is deleted. */
  onAccountDeleted: () => Promise<void> | void;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /profile: the account, the safety plan, the paid plan, past sessions and results, what Doro remembers, and control
 * over the data.
 */
export function ProfilePage({
  safetyPlan,
  plan,
  priorSessions,
  questionnaireHistory,
  memory,
  knownEmail = null,
  onAccountDeleted,
}: ProfilePageProps) {
  const t = useMessages(profileMessages);
  return (
    <Page title={t.title} documentTitle={t.documentTitle}>
      <AccountDetails knownEmail={knownEmail} />
      {safetyPlan}
      {/* Below the fold on a phone: built after the first screen shows, in short slices (issue 18). */}
      <AfterFirstPaint>
        {plan}
        {priorSessions}
        {questionnaireHistory}
        {memory}
        <Section id="share-progress-title" title={t.shareProgress}>
          <ShareProgress />
        </Section>
        <Section id="your-data-title" title={t.yourData}>
          <DownloadData />
        </Section>
        <Section id="delete-account-title" title={t.deleteAccount}>
          <DeleteAccount onDeleted={onAccountDeleted} />
        </Section>
      </AfterFirstPaint>
    </Page>
  );
}
