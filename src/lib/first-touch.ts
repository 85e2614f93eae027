/** What shows a person is about to use the page: focus moving into it, a key, a press (mouse, pen or finger). */
const TOUCHES = ['focusin', 'keydown', 'pointerdown'] as const;

/**
 * Runs `callback` once, at the first sign that the person is using the page, so code the page needs only for an
 * action (the sign-in code, decision 006) is downloaded then rather than with the page. Answers the way to stop
 * listening (for an effect's cleanup).
 */
export function onFirstTouch(callback: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    callback();
  };
  function stop() {
    for (const type of TOUCHES) document.removeEventListener(type, once, true);
  }
  for (const type of TOUCHES) document.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
