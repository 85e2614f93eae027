import { Link, useRouterState } from '@tanstack/react-router';
import { useMessages } from '../lib/i18n/i18n';
import type { NavEntry } from './nav-entries';
import { shellMessages } from './shell.messages';

interface NavLinksProps {
  entries: readonly NavEntry[];
  className?: string;
  linkClassName?: string;
}

/**
 * Shows a section of the page already on screen. Learn is chosen on the landing page itself too, where there is no
 * new location for the router to scroll for; so the link does it, after any menu around it has closed (two tasks
 * later: the menu releases its scroll lock on close and hands the focus back in a task of its own). The focus
 * follows, for keyboard and screen-reader users.
 */
function revealSection(id: string) {
  window.setTimeout(() => {
    window.setTimeout(() => {
      const section = document.getElementById(id);
      section?.scrollIntoView();
      section?.focus({ preventScroll: true });
    }, 0);
  }, 0);
}

/** The navigation entries as links; Learn carries its #faq hash. */
export function NavLinks({ entries, className, linkClassName }: NavLinksProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const t = useMessages(shellMessages);
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.label}>
          {'hash' in entry ? (
            <Link
              to={entry.to}
              hash={entry.hash}
              className={linkClassName}
              activeOptions={{ includeHash: true }}
              onClick={(event) => {
                if (pathname !== entry.to) return;
                event.preventDefault();
                revealSection(entry.hash);
              }}
            >
              {t[entry.label]}
            </Link>
          ) : (
            <Link to={entry.to} className={linkClassName}>
              {t[entry.label]}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
