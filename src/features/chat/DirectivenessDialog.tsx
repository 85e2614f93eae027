import { useRef, useState } from 'react';
import type { Directiveness } from '../../contract/chat-socket';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { chatMessages } from './chat.messages';
import { ChatDialog } from './ChatDialog';
import * as styles from './DirectivenessDialog.css';

const choices = [
  { value: 'listen', name: 'listenName', text: 'listenText' },
  { value: 'balanced', name: 'balancedName', text: 'balancedText' },
  { value: 'guide', name: 'guideName', text: 'guideText' },
] as const satisfies ReadonlyArray<{ value: Directiveness; name: string; text: string }>;

interface DirectivenessDialogProps {
  /** The user's saved choice (or this page's last one), preselected. */
  initial: Directiveness;
  onChoose: (directiveness: Directiveness) => void;
  onDismiss: () => void;
}

/** The directiveness popup: how much Doro should steer this session. */
export function DirectivenessDialog({ initial, onChoose, onDismiss }: DirectivenessDialogProps) {
  const t = useMessages(chatMessages);
  const [choice, setChoice] = useState<Directiveness>(initial);
  // The dialog opens on the option already chosen, as a radio group is entered by keyboard; the dialog's own first
  // control would be "Mostly listen" while another is checked.
  const chosen = useRef<HTMLInputElement>(null);
  return (
    <ChatDialog title={t.styleTitle} description={t.styleDescription} onDismiss={onDismiss} initialFocus={chosen}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onChoose(choice);
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t.styleLegend}</legend>
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
              <span className={styles.optionName}>{t[option.name]}</span>
              <span className={styles.optionText}>{t[option.text]}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onDismiss}>
            {t.cancel}
          </Button>
          <Button type="submit">{t.begin}</Button>
        </div>
      </form>
    </ChatDialog>
  );
}
