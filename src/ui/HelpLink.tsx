import { useMessages } from '../lib/i18n/i18n';
import { helpLink } from './HelpLink.css';
import { shellMessages } from './shell.messages';
import { visuallyHidden } from './VisuallyHidden.css';

/** The international helpline directory (reference/safety.md): shown on every screen. */
export const HELPLINE_DIRECTORY_URL = 'https://findahelpline.com';

export function HelpLink() {
  const t = useMessages(shellMessages);
  return (
    <a className={helpLink} href={HELPLINE_DIRECTORY_URL} target="_blank" rel="noopener noreferrer">
      {t.helpLink}
      <span className={visuallyHidden}>{t.helpLinkHint}</span>
    </a>
  );
}
