import { useEffect, useRef } from 'react';
import type { ChatNotice } from '../../machines/chat.types';

/** How a notice's words read (in the interface's language); by default as the server wrote them. */
type TextOf = (notice: ChatNotice) => string | null;
const serverText: TextOf = (notice) => ('text' in notice ? notice.text : null);

/** The texts of the notices marked to be spoken (the law of the person's place asks it) among `notices`. */
export function spokenTexts(notices: readonly ChatNotice[], textOf: TextOf = serverText): string[] {
  return notices.flatMap((notice) => {
    const text = notice.kind !== 'crisis' && notice.spoken ? textOf(notice) : null;
    return text ? [text] : [];
  });
}

/** Queues each text on the speech synthesis (after whatever it is saying); without one, nothing is said. */
export function speakTexts(
  synthesis: Pick<SpeechSynthesis, 'speak'> | undefined,
  texts: readonly string[],
  utter: (text: string) => SpeechSynthesisUtterance = (text) => new SpeechSynthesisUtterance(text),
): void {
  if (!synthesis || typeof SpeechSynthesisUtterance === 'undefined') return;
  for (const text of texts) synthesis.speak(utter(text));
}

/**
 * Reads aloud each notice the server marks as spoken (the AI disclosure where the law asks it spoken, New York)
 * when it comes and the sound is on, as spoken replies are read. Notices already there when the page mounts, or
 * that came while the sound was off, are not read later.
 */
export function useSpokenNotices(soundOn: boolean, notices: readonly ChatNotice[], textOf?: TextOf): void {
  const seen = useRef(notices.length);
  useEffect(() => {
    // A new session starts with fewer notices: count from its start.
    const fresh = notices.slice(notices.length < seen.current ? 0 : seen.current);
    seen.current = notices.length;
    if (!soundOn) return;
    speakTexts(typeof window !== 'undefined' ? window.speechSynthesis : undefined, spokenTexts(fresh, textOf));
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- a new textOf each render must not read notices again
  }, [soundOn, notices]);
}
