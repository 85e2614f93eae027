import { lazy, Suspense, useEffect, useState } from 'react';
import { usesAuthEmulator } from '../../lib/firebase';
import { useMessages } from '../../lib/i18n/i18n';
import { onFirstTouch } from '../../lib/first-touch';
import { Button } from '../../ui/Button';
import { googleMessages } from './signup.messages';

// Only the local emulator asks which test account to use: its dialog (and the dialog library) is fetched when asked.
const EmulatorGoogleDialog = lazy(() =>
  import('./EmulatorGoogleDialog').then((module) => ({ default: module.EmulatorGoogleDialog })),
);

interface GoogleSignInButtonProps {
  disabled?: boolean;
  /** Called when the person chose to continue with Google; `emulatorEmail` is set in local mode. */
  onStart: (emulatorEmail?: string) => void;
  /** Runs first on a click; false means "not yet" and nothing opens (e.g. the sign-up's age is not filled in). */
  canStart?: () => boolean;
}

/**
 * 'Continue with Google'. With real Firebase the click goes straight to the popup; in local mode it first asks for
 * the stand-in account's email.
 */
export function GoogleSignInButton({ disabled, onStart, canStart = () => true }: GoogleSignInButtonProps) {
  const [emulated, setEmulated] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);
  // Kept once fetched, so closing it still hands the focus back as the dialog does.
  const [everAsked, setEverAsked] = useState(false);
  const t = useMessages(googleMessages);

  // Firebase loads at the first touch of the page (a press on this button included), not with the page: the popup
  // then opens within the click's user activation, and a visit that only looks costs nothing (decision 006).
  useEffect(
    () =>
      onFirstTouch(() => {
        usesAuthEmulator().then(
          (value) => setEmulated(value),
          () => setEmulated(null), // the click will try again and show why it failed
        );
      }),
    [],
  );

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
    if (local) {
      setEverAsked(true);
      setAsking(true);
    } else onStart();
  }

  return (
    <>
      <Button variant="secondary" onClick={onClick} disabled={disabled}>
        {t.continueWithGoogle}
      </Button>
      {everAsked ? (
        <Suspense fallback={null}>
          <EmulatorGoogleDialog open={asking} onOpenChange={setAsking} onContinue={(email) => onStart(email)} />
        </Suspense>
      ) : null}
    </>
  );
}
