import type { ReactNode } from 'react';
import * as styles from './Header.css';
import { HelpLink } from './HelpLink';

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
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <div className={styles.brand}>{brand}</div>
      <nav className={styles.nav} aria-label="Main">
        {children}
      </nav>
      <HelpLink />
      {mobileMenu}
    </header>
  );
}
