import { type FormEvent, useState } from 'react';
import { applyPromoCode } from '../../lib/queries/checkout';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as styles from './Plans.css';
import { plansMessages } from './plans.messages';
import { useAllowanceRefresh } from './use-allowance-refresh';

/** Applies a promo code; the server says what it added, or why not, in words to show as they are. */
export function PromoCodeForm() {
  const t = useMessages(plansMessages);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const refresh = useAllowanceRefresh();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const applied = await applyPromoCode(code.trim());
      setResult({ ok: true, text: applied.message });
      setCode('');
      await refresh();
    } catch (error) {
      setResult({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.inlineForm} onSubmit={(event) => void submit(event)} aria-label={t.promoForm}>
      <TextField
        label={t.promoCode}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        required
        minLength={3}
        maxLength={40}
      />
      <Button type="submit" disabled={busy}>
        {t.applyCode}
      </Button>
      {result ? (
        result.ok ? (
          <output>{result.text}</output>
        ) : (
          <p role="alert" className={styles.error}>
            {result.text}
          </p>
        )
      ) : null}
    </form>
  );
}
