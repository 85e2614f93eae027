import * as styles from './LoadingCover.css';

interface LoadingCoverProps {
  /** Whether the cover is on screen; the loading-cover machine decides (shown at once, hidden after a delay). */
  visible: boolean;
  /** What is loading, in a few words, read out by screen readers and shown under the animation. */
  label?: string;
}

/**
 * The full-screen loading cover: 100vw by 100dvh over everything, with a gradient background. The animation stands
 * still for people who ask for reduced motion.
 */
export function LoadingCover({ visible, label = 'Loading…' }: LoadingCoverProps) {
  if (!visible) return null;
  return (
    // <output> is a status region: screen readers announce the label without moving focus.
    <output className={styles.cover} aria-live="polite" data-testid="loading-cover">
      <span className={styles.breath} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </output>
  );
}
