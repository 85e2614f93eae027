import {
  type FormEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { MAX_MESSAGE_LENGTH } from '../../contract/chat-socket';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { chatMessages } from './chat.messages';
import * as styles from './Composer.css';
import { useVoiceInput } from './use-voice-input';

interface ComposerProps {
  /** Called with the trimmed text and a fresh client id: the id is what makes a resend the same message. */
  onSend: (message: { clientId: string; text: string }) => void;
  /** The message box, for the page to give it the focus back. */
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** A sent message the server refused or could not store: its words come back into an empty box. */
  returned?: { clientId: string; text: string } | null;
  /** Closed while a crisis pause holds the conversation: what was typed stays, and comes back with the focus. */
  disabled?: boolean;
}

/** The message box: Enter sends, Shift+Enter starts a new line; voice input where the browser has it. */
export function Composer({ onSend, textareaRef, returned = null, disabled = false }: ComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const voice = useVoiceInput(setText);
  const trimmed = text.trim();
  const box = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(textareaRef, () => box.current!, []);
  // The box appears as a session begins ('Begin', 'Resume session'): the button pressed is gone and the focus with it.
  // A keyboard user goes on here, typing at once, not from the page's top; the focus is never taken from where the
  // person put it.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) box.current?.focus();
  }, []);

  // Nothing typed is lost: a message that could not be sent comes back to be sent again (never over new words).
  // Taken in while rendering, once per returned message (React's way to adjust state to a new prop).
  const returnedId = returned?.clientId;
  const [takenBack, setTakenBack] = useState<string | undefined>(undefined);
  if (returnedId !== takenBack) {
    setTakenBack(returnedId);
    if (returned && !text.trim()) setText(returned.text);
  }
  useEffect(() => {
    if (returnedId !== undefined) box.current?.focus();
  }, [returnedId]);

  // Open again after a crisis pause: the person goes on from the box.
  const wasDisabled = useRef(disabled);
  useEffect(() => {
    if (wasDisabled.current && !disabled) box.current?.focus();
    wasDisabled.current = disabled;
  }, [disabled]);

  const t = useMessages(chatMessages);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || disabled) return;
    onSend({ clientId: crypto.randomUUID(), text: trimmed });
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className={disabled ? `${styles.form} ${styles.formClosed}` : styles.form} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {t.message}
      </label>
      <div className={styles.row}>
        <textarea
          ref={box}
          id={id}
          className={styles.textarea}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={2}
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {voice.supported ? (
          <Button variant="secondary" aria-pressed={voice.listening} onClick={voice.toggle} disabled={disabled}>
            {t.voiceInput}
          </Button>
        ) : null}
        <Button type="submit" disabled={!trimmed || disabled}>
          {t.send}
        </Button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t.sendHint}
      </p>
      {voice.error ? (
        <p role="alert" className={styles.error}>
          {voice.error}
        </p>
      ) : null}
    </form>
  );
}
