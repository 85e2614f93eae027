import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { MAX_DISPLAY_NAME_LENGTH, type User } from '../../contract/users';
import { setDisplayName, userDataNameQuery, userDataQuery } from '../../lib/queries/users';
import { fill, type Locale, useLocale, useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { Tooltip } from '../../ui/Tooltip';
import { useReturnFocus } from '../../ui/use-return-focus';
import * as styles from './Profile.css';
import { profileMessages, type ProfileWords } from './profile.messages';

/** Why a display name is refused, or null: the server's own rule (trimmed, 1 to 60 characters), said first here. */
export function nameProblem(name: string, t: ProfileWords, locale: Locale): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return t.nameMissing;
  if (trimmed.length > MAX_DISPLAY_NAME_LENGTH) {
    return fill(locale, t.nameTooLong, { max: MAX_DISPLAY_NAME_LENGTH, length: trimmed.length });
  }
  return null;
}

/** After a refused submit, the first field in error takes the focus, so its message is read with it. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

function errorText(error: unknown, t: ProfileWords): string {
  return error instanceof Error && error.message ? error.message : t.somethingWrong;
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
  const t = useMessages(profileMessages);
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
          {t.cancel}
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
  const t = useMessages(profileMessages);
  const locale = useLocale();
  const [done, setDone] = useState<string | null>(null);
  return (
    <Editable label={t.change} describe={t.changeName} done={done}>
      {(close) => (
        <NameForm
          current={current}
          onCancel={close}
          onSaved={(name) => {
            setDone(fill(locale, t.nameSaved, { name }));
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
  const t = useMessages(profileMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const problem = nameProblem(draft, t, locale);
    setError(problem);
    if (problem) return focusFirstInvalid(form);
    setBusy(true);
    try {
      const user: User = await setDisplayName(draft.trim());
      queryClient.setQueryData(userDataQuery().queryKey, user);
      queryClient.setQueryData(userDataNameQuery().queryKey, user.name);
      onSaved(user.name ?? draft.trim());
    } catch (caught) {
      setError(errorText(caught, t));
      setBusy(false);
    }
  };
  return (
    <form className={styles.editForm} onSubmit={(event) => void submit(event)} aria-label={t.changeName} noValidate>
      <TextField
        label={t.yourName}
        hint={fill(locale, t.nameHint, { max: MAX_DISPLAY_NAME_LENGTH })}
        autoComplete="name"
        value={draft}
        error={error}
        onChange={(event) => setDraft(event.target.value)}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the field the person just asked to change
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {t.saveName}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
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
  const t = useMessages(profileMessages);
  const locale = useLocale();
  const [done, setDone] = useState<string | null>(null);
  return (
    <Editable label={t.change} describe={t.changeEmail} done={done}>
      {(close) => (
        <EmailForm
          current={current}
          onCancel={close}
          onSent={(email) => {
            setDone(fill(locale, t.emailSent, { email, current }));
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
  const t = useMessages(profileMessages);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const next = email.trim();
    const found: typeof errors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(next)) found.email = t.emailInvalid;
    else if (next.toLowerCase() === current.toLowerCase()) found.email = t.emailSame;
    if (!password) found.password = t.passwordMissing;
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
    <form className={styles.editForm} onSubmit={(event) => void submit(event)} aria-label={t.changeEmail} noValidate>
      <TextField
        label={t.newEmail}
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the field the person just asked to change
        autoFocus
      />
      <TextField
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormEnd error={errors.form} busy={busy} submitLabel={t.sendLink} onCancel={onCancel} />
    </form>
  );
}

/** Changes the password: the current one first (to re-authenticate), then the new one under the sign-up's rules. */
export function PasswordEditor() {
  const t = useMessages(profileMessages);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Editable label={t.change} describe={t.changePassword} done={done}>
      {(close) => (
        <PasswordForm
          onCancel={close}
          onChanged={() => {
            setDone(t.passwordChanged);
            close();
          }}
        />
      )}
    </Editable>
  );
}

function PasswordForm({ onCancel, onChanged }: { onCancel: () => void; onChanged: () => void }) {
  const t = useMessages(profileMessages);
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
    if (!current) found.current = t.passwordMissing;
    found.next = (await passwordProblem(next)) ?? undefined;
    if (!found.next && next === current) found.next = t.passwordSame;
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
    <form className={styles.editForm} onSubmit={(event) => void submit(event)} aria-label={t.changePassword} noValidate>
      <TextField
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        error={errors.current}
        onChange={(event) => setCurrent(event.target.value)}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the field the person just asked to change
        autoFocus
      />
      <TextField
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        hint={t.passwordHint}
        value={next}
        error={errors.next}
        onChange={(event) => setNext(event.target.value)}
      />
      <FormEnd error={errors.form} busy={busy} submitLabel={t.submitPassword} onCancel={onCancel} />
    </form>
  );
}
