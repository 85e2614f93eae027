import type { Ref } from 'react';
import { useLocale, useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { chatPageMessages } from './chat-page.messages';
import { chatMessages } from './chat.messages';
import * as styles from './ChatToolbar.css';
import { remainingTimeText } from './remaining-time';

interface ChatToolbarProps {
  /** What is left of the month's minutes; null until the server has said. */
  monthSeconds: number | null;
  /** What is left of the session running on the page (a session has its own cap); null when none runs. */
  sessionSeconds: number | null;
  soundOn: boolean;
  onToggleSound: () => void;
  light: boolean;
  onToggleTheme: () => void;
  /** Shown only while there is a session to end. */
  onEnd: (() => void) | null;
  /** Opens the safety plan over the chat; null where no editor is given. */
  onOpenPlan: (() => void) | null;
  planButtonRef?: Ref<HTMLButtonElement>;
}

/** What stays at hand during a chat: the minutes left, sound, theme, the safety plan, and ending the session. */
export function ChatToolbar({
  monthSeconds,
  sessionSeconds,
  soundOn,
  onToggleSound,
  light,
  onToggleTheme,
  onEnd,
  onOpenPlan,
  planButtonRef,
}: ChatToolbarProps) {
  const t = useMessages(chatMessages);
  const page = useMessages(chatPageMessages);
  const locale = useLocale();
  return (
    <div className={styles.toolbar}>
      {/* Each figure says whose it is: the month's always, the session's beside it while one runs (issue 18: one
          unlabelled number used to switch from the month's to the session's). */}
      <p className={styles.remaining} aria-live="off" data-testid="remaining-minutes">
        {monthSeconds !== null ? (
          <span data-testid="minutes-this-month">
            {remainingTimeText(locale, monthSeconds, { minutes: page.monthLeft, underOne: page.monthUnderOne })}
          </span>
        ) : null}
        {sessionSeconds !== null ? (
          <span data-testid="minutes-this-session">
            {remainingTimeText(locale, sessionSeconds, {
              minutes: page.sessionLeft,
              underOne: page.sessionUnderOne,
            })}
          </span>
        ) : null}
      </p>
      {/* The name says what a press does: 'Mute' while Doro's replies are read aloud, 'Unmute' while silent. */}
      <Button variant="secondary" onClick={onToggleSound}>
        {soundOn ? t.mute : t.unmute}
      </Button>
      {/* Like the sound button, the name says what a press gives: 'Light theme' while dark, 'Dark theme' while
          light. No aria-pressed: a pressed state on a name that changes would say the opposite of what it means. */}
      <Button variant="secondary" onClick={onToggleTheme}>
        {light ? t.darkTheme : t.lightTheme}
      </Button>
      {onOpenPlan ? (
        <Button variant="secondary" ref={planButtonRef} onClick={onOpenPlan} aria-haspopup="dialog">
          {t.safetyPlan}
        </Button>
      ) : null}
      {onEnd ? (
        <Button variant="danger" onClick={onEnd}>
          {t.endSession}
        </Button>
      ) : null}
    </div>
  );
}
