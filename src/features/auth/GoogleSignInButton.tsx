import { useEffect, useState } from 'react';
import { usesAuthEmulator } from '../../lib/firebase';
import { Button } from '../../ui/Button';
import { EmulatorGoogleDialog } from './EmulatorGoogleDialog';

interface GoogleSignInButtonProps {
  disabled?: boolean;
  /** Called when the person chose to continue with Google; `emulatorEmail` is set in local mode. */
  onStart: (emulatorEmail?: string) => void;
  /** Runs first on a click; false means "not yet" and nothing opens (e.g. the sign-up's age is not filled in). */
  canStart?: () => boolean;
}

/**
 * 'Continue with Google'. With real Firebase the click goes straight to the popup; in local mode it first asks for
 * the stand-in account's email. Firebase is loaded as soon as the button shows, so the popup opens within the
 * click's user activation and is not blocked.
 */
export function GoogleSignInButton({ disabled, onStart, canStart = () => true }: GoogleSignInButtonProps) {
  const [emulated, setEmulated] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    let live = true;
    usesAuthEmulator().then(
      (value) => live && setEmulated(value),
      () => live && setEmulated(null), // the click will try again and show why it failed
    );
    return () => {
      live = false;
    };
  }, []);

  async function onClick() {
    if (!canStart()) return;
    let local = emulated;
    if (local === null) {
      try {
        local = await usesAuthEmulator();
        setEmulated(local);
      } catch {
        local = false; // the machine's call fails the same way and puts it in words
      }
    }
    if (local) setAsking(true);
    else onStart();
  }

  return (
    <>
      <Button variant="secondary" onClick={onClick} disabled={disabled}>
        Continue with Google
      </Button>
      <EmulatorGoogleDialog open={asking} onOpenChange={setAsking} onContinue={(email) => onStart(email)} />
    </>
  );
}
