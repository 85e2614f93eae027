import { Link } from '@tanstack/react-router';
import type { Directiveness } from '../../contract/chat-socket';
import type { ChatViewEvent } from '../../machines/chat.types';
import { useMessages } from '../../lib/i18n/i18n';
import { Button, buttonClass } from '../../ui/Button';
import { chatErrorText } from './chat-errors';
import { chatPageMessages } from './chat-page.messages';
import { ChatDialog } from './ChatDialog';
import { DirectivenessDialog } from './DirectivenessDialog';

/** The chat machine's popup states, as the page names them. */
export type ChatPopup = 'disclaimer' | 'directiveness' | 'sessionProcessing' | 'minutesEnded' | 'disconnection';

interface ChatPopupsProps {
  popup: ChatPopup | null;
  /** The disclaimer's acceptance is being saved. */
  busy: boolean;
  error: string | null;
  initialDirectiveness: Directiveness;
  send: (event: ChatViewEvent) => void;
}

/** Whichever popup the chat machine is in, and nothing when it is in none. */
export function ChatPopups({ popup, busy, error, initialDirectiveness, send }: ChatPopupsProps) {
  const t = useMessages(chatPageMessages);
  const dismiss = () => send({ type: 'DISMISS' });
  switch (popup) {
    case null:
      return null;
    case 'disclaimer':
      return (
        <ChatDialog
          title={t.disclaimerTitle}
          description={
            <>
              <p>{t.disclaimerAi}</p>
              <p>
                {t.disclaimerCrisisStart} <a href="tel:911">911</a> {t.disclaimerCrisisMiddle}{' '}
                <a href="sms:988">{t.disclaimerText}</a> {t.disclaimerTo988 ? `${t.disclaimerTo988} ` : ''}
                <a href="tel:988">988</a> {t.disclaimerCrisisEnd}
              </p>
            </>
          }
          onDismiss={busy ? undefined : dismiss}
          error={error ? chatErrorText(error, t) : null}
        >
          <Button variant="secondary" onClick={dismiss} disabled={busy}>
            {t.notNow}
          </Button>
          <Button onClick={() => send({ type: 'ACCEPT_DISCLAIMER' })} disabled={busy}>
            {busy ? t.saving : t.accept}
          </Button>
        </ChatDialog>
      );
    case 'directiveness':
      return (
        <DirectivenessDialog
          initial={initialDirectiveness}
          onChoose={(directiveness) => send({ type: 'CHOOSE_DIRECTIVENESS', directiveness })}
          onDismiss={dismiss}
        />
      );
    case 'sessionProcessing':
      return (
        <ChatDialog title={t.processingTitle} description={t.processingText} onDismiss={dismiss}>
          <Button variant="secondary" onClick={dismiss}>
            {t.cancel}
          </Button>
        </ChatDialog>
      );
    case 'minutesEnded':
      return (
        <ChatDialog title={t.minutesEndedTitle} description={t.minutesEndedText} onDismiss={dismiss}>
          <Button variant="secondary" onClick={dismiss}>
            {t.close}
          </Button>
          <Link to="/plans" className={buttonClass('primary')}>
            {t.seePlans}
          </Link>
        </ChatDialog>
      );
    case 'disconnection':
      return (
        <ChatDialog title={t.disconnectedTitle} description={t.disconnectedText} modal={false}>
          <Button onClick={() => send({ type: 'RETRY_NOW' })}>{t.tryAgainNow}</Button>
        </ChatDialog>
      );
  }
}
