import type { ReactNode } from 'react';
import * as styles from './Header.css';
import { useMessages } from '../lib/i18n/i18n';
import { HelpLink } from './HelpLink';
import { LocaleSwitch } from './LocaleSwitch';
import { shellMessages } from './shell.messages';

interface HeaderProps {
  /** The home link with the product's name. */
  brand: ReactNode;
  /** The navigation and account controls, which depend on who is signed in; shown from the large breakpoint. */
  children: ReactNode;
  /** The same entries folded into one menu, shown below the large breakpoint. */
  mobileMenu: ReactNode;
}

/** The top bar of every page: skip link, brand, navigation and the crisis help link (one tap away everywhere). */
export function Header({ brand, children, mobileMenu }: HeaderProps) {
  const t = useMessages(shellMessages);
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {t.skipToContent}
      </a>
      <div className={styles.brand}>{brand}</div>
      <nav className={styles.nav} aria-label={t.mainNavigation}>
        {children}
        <LocaleSwitch />
      </nav>
      <HelpLink />
      {mobileMenu}
    </header>
  );
}
