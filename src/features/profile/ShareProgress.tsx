import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ProgressShareLink } from '../../contract/users';
import { Button } from '../../ui/Button';
import { Tooltip } from '../../ui/Tooltip';
import { createProgressShare, progressSharesQuery, revokeProgressShare } from './profile-api';
import * as styles from './Profile.css';

type Scope = ProgressShareLink['include'][number];

const scopeWords: Record<Scope, string> = { questionnaires: 'questionnaire results', sessions: 'session summaries' };

const linkState = (link: ProgressShareLink) =>
  link.revokedAt ? 'revoked' : Date.parse(link.expiresAt) <= Date.now() ? 'expired' : 'live';

/** A read-only, expiring link to the progress summary the user chooses (e.g. for a clinician); revocable. */
export function ShareProgress() {
  const queryClient = useQueryClient();
  const links = useQuery(progressSharesQuery());
  const [include, setInclude] = useState<Scope[]>(['questionnaires']);
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: progressSharesQuery().queryKey });
  const toggle = (scope: Scope, on: boolean) =>
    setInclude((current) => (on ? [...new Set([...current, scope])] : current.filter((item) => item !== scope)));

  async function create(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const link = await createProgressShare(include, 7);
      setMade(link.url);
      await refresh();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  async function revoke(shareId: string) {
    setError(null);
    try {
      await revokeProgressShare(shareId);
      await refresh();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <div>
      <form onSubmit={(event) => void create(event)} aria-label="Share progress">
        <fieldset className={styles.fieldset}>
          <legend>What the link shows (for 7 days, until you revoke it)</legend>
          {(Object.keys(scopeWords) as Scope[]).map((scope) => (
            <label key={scope} style={{ display: 'block' }}>
              <input
                type="checkbox"
                checked={include.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />{' '}
              My {scopeWords[scope]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={include.length === 0}>
          Make a progress link
        </Button>
      </form>
      {made ? (
        <output>
          Your link (shown once, copy it now):{' '}
          <a className={styles.link} href={made}>
            {made}
          </a>
        </output>
      ) : null}
      {error ? (
        <p role="alert" className={styles.danger}>
          {error}
        </p>
      ) : null}
      {links.data && links.data.length > 0 ? (
        <ul className={styles.list} aria-label="Your progress links">
          {links.data.map((link) => (
            <li key={link.id} className={styles.actions}>
              <span>
                {link.include.map((scope) => scopeWords[scope]).join(' and ')} · made{' '}
                {new Date(link.createdAt).toLocaleDateString('en-CA')} · {linkState(link)}
              </span>
              {linkState(link) === 'live' ? (
                <Tooltip content="The link stops working at once, for everyone who has it">
                  <Button variant="secondary" onClick={() => void revoke(link.id)}>
                    Revoke
                  </Button>
                </Tooltip>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
