import { Button } from '../../ui/Button';
import * as styles from './ChatToolbar.css';
import { remainingTimeText } from './remaining-time';

interface ChatToolbarProps {
  remainingSeconds: number;
  soundOn: boolean;
  onToggleSound: () => void;
  light: boolean;
  onToggleTheme: () => void;
  /** Shown only while there is a session to end. */
  onEnd: (() => void) | null;
}

/** What stays at hand during a chat: the minutes left, sound, theme, and ending the session. */
export function ChatToolbar({
  remainingSeconds,
  soundOn,
  onToggleSound,
  light,
  onToggleTheme,
  onEnd,
}: ChatToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.remaining} aria-live="off" data-testid="remaining-minutes">
        {remainingTimeText(remainingSeconds)}
      </p>
      {/* The name says what a press does: 'Mute' while Doro's replies are read aloud, 'Unmute' while silent. */}
      <Button variant="secondary" onClick={onToggleSound}>
        {soundOn ? 'Mute' : 'Unmute'}
      </Button>
      <Button variant="secondary" aria-pressed={light} onClick={onToggleTheme}>
        Light theme
      </Button>
      {onEnd ? (
        <Button variant="danger" onClick={onEnd}>
          End session
        </Button>
      ) : null}
    </div>
  );
}
