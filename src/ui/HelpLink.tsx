import { helpLink } from './HelpLink.css';
import { visuallyHidden } from './VisuallyHidden.css';

/** The international helpline directory (reference/safety.md): shown on every screen. */
export const HELPLINE_DIRECTORY_URL = 'https://findahelpline.com';

export function HelpLink() {
  return (
    <a className={helpLink} href={HELPLINE_DIRECTORY_URL} target="_blank" rel="noopener noreferrer">
      Help is available
      <span className={visuallyHidden}> (crisis helplines, opens in a new tab)</span>
    </a>
  );
}
