import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { Fragment } from 'react';
import { useMessages } from '../../lib/i18n/i18n';
import { safetyPlanQuery } from '../../lib/queries/safety-plan';
import { sessionTranscriptQuery } from '../../lib/queries/sessions';
import { Button } from '../../ui/Button';
import { CrisisCard } from '../../ui/CrisisCard';
import * as dialogStyles from './ChatDialog.css';
import * as styles from './PriorSessions.css';
import { sessionEndMessages } from './session-end.messages';

interface TranscriptDialogProps {
  sessionId: string;
  title: string;
  onClose: () => void;
}

/**
 * One earlier session's messages, read-only, in the order they were written, each crisis card where it appeared in
 * the conversation (with the person's safety plan first, as in the chat).
 */
export function TranscriptDialog({ sessionId, title, onClose }: TranscriptDialogProps) {
  const t = useMessages(sessionEndMessages);
  const transcript = useQuery(sessionTranscriptQuery(sessionId));
  const plan = useQuery(safetyPlanQuery());
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.content} aria-describedby={undefined}>
          <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
          {transcript.isPending ? <output className={styles.statusLine}>{t.loadingTranscript}</output> : null}
          {transcript.isError ? <p role="alert">{transcript.error.message}</p> : null}
          {transcript.data?.length === 0 ? <p className={styles.muted}>{t.emptyTranscript}</p> : null}
          {transcript.data && transcript.data.length > 0 ? (
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: keyboard users must reach it
            <ol className={styles.transcript} aria-label={t.transcript} tabIndex={0}>
              {transcript.data.map((message) => (
                <Fragment key={message.seq}>
                  <li className={styles.line} data-seq={message.seq} data-role={message.role}>
                    <span className={styles.author}>{message.role === 'user' ? t.youSaid : 'Doro:'}</span>
                    {message.text}
                  </li>
                  {message.crisis ? (
                    <li className={styles.crisisLine} data-notice="crisis" data-after-seq={message.seq}>
                      <CrisisCard level={message.crisis.level} headingLevel={3} plan={plan.data ?? null} />
                    </li>
                  ) : null}
                </Fragment>
              ))}
            </ol>
          ) : null}
          <div className={dialogStyles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">{t.close}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
