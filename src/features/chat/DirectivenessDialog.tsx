import { useRef, useState } from 'react';
import type { Directiveness } from '../../contract/chat-socket';
import { Button } from '../../ui/Button';
import { ChatDialog } from './ChatDialog';
import * as styles from './DirectivenessDialog.css';

const choices: ReadonlyArray<{
  value: Directiveness;
  name: string;
  text: string;
}> = [
  {
    value: 'listen',
    name: 'Mostly listen',
    text: 'Doro reflects what you say and asks open questions.',
  },
  {
    value: 'balanced',
    name: 'Balanced',
    text: 'Listening, with a suggestion now and then.',
  },
  {
    value: 'guide',
    name: 'Guide me',
    text: 'Doro proposes exercises and next steps readily.',
  },
];

interface DirectivenessDialogProps {
  /** The user's saved choice (or this page's last one), preselected. */
  initial: Directiveness;
  onChoose: (directiveness: Directiveness) => void;
  onDismiss: () => void;
}

/** The directiveness popup: how much Doro should steer this session. */
export function DirectivenessDialog({ initial, onChoose, onDismiss }: DirectivenessDialogProps) {
  const [choice, setChoice] = useState<Directiveness>(initial);
  // The dialog opens on the option already chosen, as a radio group is entered by keyboard; the dialog's own first
  // control would be "Mostly listen" while another is checked.
  const chosen = useRef<HTMLInputElement>(null);
  return (
    <ChatDialog
      title="How should Doro help today?"
      description="You can choose differently at the start of every session."
      onDismiss={onDismiss}
      initialFocus={chosen}
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onChoose(choice);
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Doro’s style</legend>
          {choices.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                className={styles.radio}
                type="radio"
                name="directiveness"
                value={option.value}
                checked={choice === option.value}
                ref={option.value === initial ? chosen : undefined}
                onChange={() => setChoice(option.value)}
              />
              <span className={styles.optionName}>{option.name}</span>
              <span className={styles.optionText}>{option.text}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onDismiss}>
            Cancel
          </Button>
          <Button type="submit">Begin</Button>
        </div>
      </form>
    </ChatDialog>
  );
}
