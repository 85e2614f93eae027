import { useState } from 'react';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { exportAllData } from './profile-api';
import { profileMessages } from './profile.messages';

/** Saves one JSON file with everything the server holds about the user. */
export function DownloadData() {
  const t = useMessages(profileMessages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const data = await exportAllData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = `doro-data-${data.exportedAt.slice(0, 10)}.json`;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      // Give the browser a moment to start the download before the object URL goes.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p>{t.downloadText}</p>
      <Button variant="secondary" disabled={busy} onClick={() => void download()}>
        {busy ? t.preparingData : t.downloadData}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
