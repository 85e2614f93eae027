import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ProgressShareLink } from '../../contract/users';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { formatDate } from '../../lib/i18n/format';
import { Button } from '../../ui/Button';
import { Tooltip } from '../../ui/Tooltip';
import { createProgressShare, progressSharesQuery, revokeProgressShare } from './profile-api';
import * as styles from './Profile.css';
import { profileMessages, type ProfileWords } from './profile.messages';

type Scope = ProgressShareLink['include'][number];

const scopeKeys: Record<Scope, 'scopeQuestionnaires' | 'scopeSessions'> = {
  questionnaires: 'scopeQuestionnaires',
  sessions: 'scopeSessions',
};
const scopes = Object.keys(scopeKeys) as Scope[];

const stateKeys = { live: 'linkLive', expired: 'linkExpired', revoked: 'linkRevoked' } as const;

const linkState = (link: ProgressShareLink): keyof typeof stateKeys =>
  link.revokedAt ? 'revoked' : Date.parse(link.expiresAt) <= Date.now() ? 'expired' : 'live';

/** A read-only, expiring link to the progress summary the user chooses (e.g. for a clinician); revocable. */
export function ShareProgress() {
  const t = useMessages(profileMessages);
  const locale = useLocale();
  const scopeText = (scope: Scope) => t[scopeKeys[scope]];
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
      <form onSubmit={(event) => void create(event)} aria-label={t.shareForm}>
        <fieldset className={styles.fieldset}>
          <legend>{t.shareLegend}</legend>
          {scopes.map((scope) => (
            <label key={scope} style={{ display: 'block' }}>
              <input
                type="checkbox"
                checked={include.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />{' '}
              {fill(locale, t.myScope, { scope: scopeText(scope) })}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={include.length === 0}>
          {t.makeProgressLink}
        </Button>
      </form>
      {made ? (
        <output>
          {t.yourProgressLink}{' '}
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
        <ul className={styles.list} aria-label={t.yourProgressLinks}>
          {links.data.map((link) => (
            <li key={link.id} className={styles.actions}>
              <span>
                {scopesText(link.include.map(scopeText), t, locale)} ·{' '}
                {fill(locale, t.madeOn, {
                  date: formatDate(locale, new Date(link.createdAt), { dateStyle: 'medium' }),
                })}{' '}
                · {t[stateKeys[linkState(link)]]}
              </span>
              {linkState(link) === 'live' ? (
                <Tooltip content={t.revokeTip}>
                  <Button variant="secondary" onClick={() => void revoke(link.id)}>
                    {t.revoke}
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

/** The scopes a link shows, joined the language's way ("a and b"). */
function scopesText(words: string[], t: ProfileWords, locale: ReturnType<typeof useLocale>): string {
  const [first = '', second] = words;
  return second === undefined ? first : fill(locale, t.scopesJoined, { first, second });
}
