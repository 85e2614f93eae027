import { type FormEvent, useId, useState } from 'react';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, type SupportContactBody } from '../../contract/support';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { checkContactForm, type ContactFormErrors, type ContactFormValues, messageCountText } from './contact-form';
import * as styles from './ContactForm.css';

interface ContactFormProps {
  /** Sends the message (POST /api/support/contact); rejects with an Error whose message is shown to the person. */
  onSubmit: (body: SupportContactBody) => Promise<unknown>;
  /** Prefilled for a signed-in person. */
  defaultEmail?: string;
}

type Status =
  { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string };

const topics = [
  { value: 'account', label: 'My account' },
  { value: 'billing', label: 'Plans and billing' },
  { value: 'safety', label: 'Safety or a worrying reply' },
  { value: 'other', label: 'Something else' },
] as const;

const FALLBACK_FAILURE = 'Your message could not be sent. Please try again in a moment.';

/** The support form: name (optional), email, topic (optional) and message, checked by the contract's own rules. */
export function ContactForm({ onSubmit, defaultEmail = '' }: ContactFormProps) {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [errors, setErrors] = useState<ContactFormErrors>({});
  // As the server counts it: without the spaces around it.
  const [messageLength, setMessageLength] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values: ContactFormValues = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      topic: String(data.get('topic') ?? '') as ContactFormValues['topic'],
      message: String(data.get('message') ?? ''),
    };
    const check = checkContactForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      // Keyboard and screen-reader users land on the first thing to fix.
      const first = (['name', 'email', 'topic', 'message'] as const).find((field) => check.errors[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      await onSubmit(check.body);
      setMessageLength(0);
      setStatus({ kind: 'sent', email: check.body.email });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : FALLBACK_FAILURE;
      setStatus({ kind: 'failed', message });
    }
  }

  if (status.kind === 'sent') {
    return (
      <div className={styles.sent}>
        <output>Thank you. Your message has reached us, and we will reply to {status.email}.</output>
        <Button variant="secondary" onClick={() => setStatus({ kind: 'editing' })}>
          Send another message
        </Button>
      </div>
    );
  }

  const busy = status.kind === 'sending';
  const messageHintId = `${id}-message-hint`;
  const messageErrorId = `${id}-message-error`;
  const messageCountId = `${id}-message-count`;
  const overLimit = messageLength > SUPPORT_MESSAGE_MAX;
  const topicErrorId = `${id}-topic-error`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy} aria-label="Contact Doro support">
      {status.kind === 'failed' ? (
        <p role="alert" className={styles.alert}>
          {status.message}
        </p>
      ) : null}
      <TextField label="Name (optional)" name="name" autoComplete="name" error={errors.name} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={defaultEmail}
        hint="We reply to this address."
        error={errors.email}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-topic`} className={styles.label}>
          Topic (optional)
        </label>
        <select
          id={`${id}-topic`}
          name="topic"
          className={styles.select}
          defaultValue=""
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? topicErrorId : undefined}
        >
          <option value="">Choose a topic</option>
          {topics.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {topic.label}
            </option>
          ))}
        </select>
        {errors.topic ? (
          <p id={topicErrorId} className={styles.error}>
            {errors.topic}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`} className={styles.label}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          className={styles.textarea}
          required
          minLength={SUPPORT_MESSAGE_MIN}
          // No maxLength: the browser would cut a pasted text without a word. Over the limit, the count says so
          // and sending is refused, with everything still in the box.
          onChange={(event) => {
            const value = event.currentTarget.value;
            const length = value.trim().length;
            setMessageLength(length);
            // A length put right is no longer an error; anything else waits for the next send.
            const fits = length >= SUPPORT_MESSAGE_MIN && length <= SUPPORT_MESSAGE_MAX && !value.includes('\u0000');
            if (errors.message && fits) {
              setErrors(({ message: _fixed, ...rest }) => rest);
            }
          }}
          aria-invalid={errors.message || overLimit ? true : undefined}
          aria-describedby={[messageHintId, messageCountId, errors.message ? messageErrorId : null]
            .filter(Boolean)
            .join(' ')}
        />
        <p id={messageHintId} className={styles.hint}>
          At least {SUPPORT_MESSAGE_MIN} characters, {SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters at most.
        </p>
        <p
          id={messageCountId}
          className={overLimit ? styles.countOver : styles.hint}
          data-testid="message-count"
          data-over={overLimit}
        >
          {messageCountText(messageLength)}
        </p>
        {/* Said once as the message goes over the limit (and once as it comes back), not at every key. */}
        <p className={visuallyHidden} aria-live="polite">
          {overLimit
            ? `Your message is over the limit of ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters.`
            : ''}
        </p>
        {errors.message ? (
          <p id={messageErrorId} className={styles.error}>
            {errors.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
