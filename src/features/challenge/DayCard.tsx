import type { ChallengeDay } from './days';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import * as styles from './Challenge.css';

interface DayCardProps {
  entry: ChallengeDay;
  done: boolean;
  disabled: boolean;
  onChange(done: boolean): void;
  /** False for someone under 18: the practice without a box to tick. */
  tickable?: boolean;
}

/** One day of the challenge: the practice, why it helps, and a box to tick. */
export function DayCard({ entry, done, disabled, onChange, tickable = true }: DayCardProps) {
  return (
    <li className={styles.day} data-done={done}>
      <h3 className={styles.dayTitle}>
        Day {entry.day}: {entry.title}
      </h3>
      <p className={styles.dayText}>{entry.practice}</p>
      <p className={styles.why}>
        <strong>Why it helps:</strong> {entry.why}
      </p>
      {tickable ? (
        <label className={styles.doneLabel}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={done}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span className={visuallyHidden}>Day {entry.day} </span>Done
        </label>
      ) : null}
    </li>
  );
}
