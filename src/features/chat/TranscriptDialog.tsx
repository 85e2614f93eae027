import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { Fragment } from 'react';
import { safetyPlanQuery } from '../../lib/queries/safety-plan';
import { sessionTranscriptQuery } from '../../lib/queries/sessions';
import { Button } from '../../ui/Button';
import { CrisisCard } from '../../ui/CrisisCard';
import * as dialogStyles from './ChatDialog.css';
import * as styles from './PriorSessions.css';

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
          {transcript.isPending ? <output className={styles.statusLine}>Loading the transcript…</output> : null}
          {transcript.isError ? <p role="alert">{transcript.error.message}</p> : null}
          {transcript.data?.length === 0 ? <p className={styles.muted}>Nothing was written in this session.</p> : null}
          {transcript.data && transcript.data.length > 0 ? (
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: keyboard users must reach it
            <ol className={styles.transcript} aria-label="Transcript" tabIndex={0}>
              {transcript.data.map((message) => (
                <Fragment key={message.seq}>
                  <li className={styles.line} data-seq={message.seq} data-role={message.role}>
                    <span className={styles.author}>{message.role === 'user' ? 'You:' : 'Doro:'}</span>
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
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
