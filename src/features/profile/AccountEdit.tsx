import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { MAX_DISPLAY_NAME_LENGTH, type User } from '../../contract/users';
import { setDisplayName, userDataNameQuery, userDataQuery } from '../../lib/queries/users';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { Tooltip } from '../../ui/Tooltip';
import { useReturnFocus } from '../../ui/use-return-focus';
import * as styles from './Profile.css';

/** Why a display name is refused, or null: the server's own rule (trimmed, 1 to 60 characters), said first here. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Enter the name Doro should use for you.';
  if (trimmed.length > MAX_DISPLAY_NAME_LENGTH) {
    return `Use at most ${MAX_DISPLAY_NAME_LENGTH} characters for your name (this one has ${trimmed.length}).`;
  }
  return null;
}

/** After a refused submit, the first field in error takes the focus, so its message is read with it. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again later.';
}

/**
 * One editable fact of the account: the button that opens its form, the form itself, and what happened last
 * (announced). Closing the form, saved or not, puts the focus back on the button.
 */
/** The end of the email and password forms: what the provider refused, in words, then submit and Cancel. */
function FormEnd({
  error,
  busy,
  submitLabel,
  onCancel,
}: {
  error: string | undefined;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {error ? (
        <p className={styles.danger} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}

function Editable({
  label,
  describe,
  done,
  children,
}: {
  label: string;
  /** Read with the button, e.g. "Change name". */
  describe: string;
  /** The last outcome, shown and announced under the button. */
  done: string | null;
  children: (close: (saved?: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const opener = useReturnFocus<HTMLButtonElement>(open);
  return (
    <div className={styles.editable}>
      {open ? (
        children(() => setOpen(false))
      ) : (
        <Tooltip content={describe} side="right">
          <Button ref={opener} variant="secondary" aria-label={describe} onClick={() => setOpen(true)}>
            {label}
          </Button>
        </Tooltip>
      )}
      <output className={styles.done}>{open ? '' : done}</output>
    </div>
  );
}

/** Sets the name Doro shows (the header's menu, the home page, here). Nothing is sent while the name is refused. */
export function NameEditor({ current }: { current: string | null }) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Editable label="Change" describe="Change your name" done={done}>
      {(close) => (
        <NameForm
          current={current}
          onCancel={close}
          onSaved={(name) => {
            setDone(`Your name is now ${name}.`);
            close();
          }}
        />
      )}
    </Editable>
  );
}

function NameForm({
  current,
  onCancel,
  onSaved,
}: {
  current: string | null;
  onCancel: () => void;
  onSaved: (name: string) => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const problem = nameProblem(draft);
    setError(problem);
    if (problem) return focusFirstInvalid(form);
    setBusy(true);
    try {
      const user: User = await setDisplayName(draft.trim());
      queryClient.setQueryData(userDataQuery().queryKey, user);
      queryClient.setQueryData(userDataNameQuery().queryKey, user.name);
      onSaved(user.name ?? draft.trim());
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  };
  return (
    <form className={styles.editForm} onSubmit={(event) => void submit(event)} aria-label="Change your name" noValidate>
      <TextField
        label="Your name"
        hint={`What Doro calls you, up to ${MAX_DISPLAY_NAME_LENGTH} characters.`}
        autoComplete="name"
        value={draft}
        error={error}
        onChange={(event) => setDraft(event.target.value)}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the field the person just asked to change
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          Save name
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * Changes the sign-in email: asks the current password (Firebase wants a recent sign-in), then Firebase mails a link
 * to the new address, and the email changes when the link is opened.
 */
export function EmailEditor({ current }: { current: string }) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Editable label="Change" describe="Change your email" done={done}>
      {(close) => (
        <EmailForm
          current={current}
          onCancel={close}
          onSent={(email) => {
            setDone(
              `We sent a link to ${email}. Your email changes when you open it; until then, log in with ${current}.`,
            );
            close();
          }}
        />
      )}
    </Editable>
  );
}

function EmailForm({
  current,
  onCancel,
  onSent,
}: {
  current: string;
  onCancel: () => void;
  onSent: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const next = email.trim();
    const found: typeof errors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(next)) found.email = 'Enter the new email address, like name@example.com.';
    else if (next.toLowerCase() === current.toLowerCase()) found.email = 'That is already your email.';
    if (!password) found.password = 'Enter your current password, to confirm it is you.';
    setErrors(found);
    if (found.email || found.password) return focusFirstInvalid(form);
    setBusy(true);
    try {
      const { requestEmailChange } = await import('../../lib/account-security');
      await requestEmailChange(password, next);
      onSent(next);
    } catch (caught) {
      const { accountErrorMessage } = await import('../../lib/account-security');
      setErrors({ form: accountErrorMessage(caught) });
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.editForm}
      onSubmit={(event) => void submit(event)}
      aria-label="Change your email"
      noValidate
    >
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the field the person just asked to change
        autoFocus
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormEnd error={errors.form} busy={busy} submitLabel="Send the link" onCancel={onCancel} />
    </form>
  );
}

/** Changes the password: the current one first (to re-authenticate), then the new one under the sign-up's rules. */
export function PasswordEditor() {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Editable label="Change" describe="Change your password" done={done}>
      {(close) => (
        <PasswordForm
          onCancel={close}
          onChanged={() => {
            setDone('Your password was changed. Use the new one next time you log in.');
            close();
          }}
        />
      )}
    </Editable>
  );
}

function PasswordForm({ onCancel, onChanged }: { onCancel: () => void; onChanged: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const [{ passwordProblem }, security] = await Promise.all([
      import('../../lib/firebase'),
      import('../../lib/account-security'),
    ]);
    const found: typeof errors = {};
    if (!current) found.current = 'Enter your current password, to confirm it is you.';
    found.next = (await passwordProblem(next)) ?? undefined;
    if (!found.next && next === current) found.next = 'The new password is the same as the current one.';
    setErrors(found);
    if (found.current || found.next) return focusFirstInvalid(form);
    setBusy(true);
    try {
      await security.changePassword(current, next);
      onChanged();
    } catch (caught) {
      setErrors({ form: security.accountErrorMessage(caught) });
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.editForm}
      onSubmit={(event) => void submit(event)}
      aria-label="Change your password"
      noValidate
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        error={errors.current}
        onChange={(event) => setCurrent(event.target.value)}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the field the person just asked to change
        autoFocus
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={next}
        error={errors.next}
        onChange={(event) => setNext(event.target.value)}
      />
      <FormEnd error={errors.form} busy={busy} submitLabel="Change password" onCancel={onCancel} />
    </form>
  );
}
