import { Link } from '@tanstack/react-router';
import type { Directiveness } from '../../contract/chat-socket';
import type { ChatViewEvent } from '../../machines/chat.types';
import { Button, buttonClass } from '../../ui/Button';
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
  const dismiss = () => send({ type: 'DISMISS' });
  switch (popup) {
    case null:
      return null;
    case 'disclaimer':
      return (
        <ChatDialog
          title="Before you start"
          description={
            <>
              <p>
                Doro is an AI coach, not a therapist and not a human. No clinician reads or monitors your sessions, and
                Doro is not an emergency service.
              </p>
              <p>
                If you are in crisis or thinking about harming yourself, call <a href="tel:911">911</a> in an emergency,
                or call or <a href="sms:988">text</a> <a href="tel:988">988</a> (Canada and the US) to reach a helpline
                now.
              </p>
            </>
          }
          onDismiss={busy ? undefined : dismiss}
          error={error}
        >
          <Button variant="secondary" onClick={dismiss} disabled={busy}>
            Not now
          </Button>
          <Button onClick={() => send({ type: 'ACCEPT_DISCLAIMER' })} disabled={busy}>
            {busy ? 'Saving…' : 'I understand and accept'}
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
        <ChatDialog
          title="Your last session is being processed"
          description="Doro is still writing the summary of your last session. Your new session starts as soon as it is ready."
          onDismiss={dismiss}
        >
          <Button variant="secondary" onClick={dismiss}>
            Cancel
          </Button>
        </ChatDialog>
      );
    case 'minutesEnded':
      return (
        <ChatDialog
          title="Your minutes have ended"
          description="You have used all the minutes or sessions of your plan. A plan gives you more time with Doro."
          onDismiss={dismiss}
        >
          <Button variant="secondary" onClick={dismiss}>
            Close
          </Button>
          <Link to="/plans" className={buttonClass('primary')}>
            See plans
          </Link>
        </ChatDialog>
      );
    case 'disconnection':
      return (
        <ChatDialog
          title="Connection lost"
          description="Reconnecting… Anything you send meanwhile is kept and sent once the connection is back."
          modal={false}
        >
          <Button onClick={() => send({ type: 'RETRY_NOW' })}>Try again now</Button>
        </ChatDialog>
      );
  }
}
