import { type FormEvent, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../contract/chat-socket';
import { Button } from '../../ui/Button';
import * as styles from './Composer.css';
import { useVoiceInput } from './use-voice-input';

interface ComposerProps {
  /** Called with the trimmed text and a fresh client id: the id is what makes a resend the same message. */
  onSend: (message: { clientId: string; text: string }) => void;
  /** The message box, for the page to give it the focus back. */
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The message box: Enter sends, Shift+Enter starts a new line; voice input where the browser has it. */
export function Composer({ onSend, textareaRef }: ComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const voice = useVoiceInput(setText);
  const trimmed = text.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed) return;
    onSend({ clientId: crypto.randomUUID(), text: trimmed });
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        Message
      </label>
      <div className={styles.row}>
        <textarea
          ref={textareaRef}
          id={id}
          className={styles.textarea}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={2}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {voice.supported ? (
          <Button variant="secondary" aria-pressed={voice.listening} onClick={voice.toggle}>
            Voice input
          </Button>
        ) : null}
        <Button type="submit" disabled={!trimmed}>
          Send
        </Button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        Enter sends, Shift+Enter starts a new line.
      </p>
      {voice.error ? (
        <p role="alert" className={styles.error}>
          {voice.error}
        </p>
      ) : null}
    </form>
  );
}
