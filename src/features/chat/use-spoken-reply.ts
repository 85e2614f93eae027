import { useEffect, useEffectEvent } from 'react';

/**
 * Reads `text` aloud with the browser's speech synthesis while `speaking` is true, and calls `onDone` when it has
 * been read, could not be, or was stopped (sound turned off, the page left). Without speech synthesis it is done
 * at once, so the chat never waits for a voice that does not exist.
 */
export function useSpokenReply(speaking: boolean, text: string | null, onDone: () => void): void {
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (!speaking) return;
    const synthesis = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
    if (!synthesis || !text || typeof SpeechSynthesisUtterance === 'undefined') {
      done();
      return;
    }
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      done();
    };
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.addEventListener('end', finish);
    utterance.addEventListener('error', finish);
    synthesis.speak(utterance);
    return () => {
      // Stopped before its end: silence it. Read to the end: leave what was queued after it (a spoken notice).
      if (!finished) synthesis.cancel();
      finish();
    };
  }, [speaking, text]);
}
