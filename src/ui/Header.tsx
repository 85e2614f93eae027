import type { ReactNode } from 'react';
import * as styles from './Header.css';
import { HelpLink } from './HelpLink';

interface HeaderProps {
  /** The home link with the product's name. */
  brand: ReactNode;
  /** The navigation and account controls, which depend on who is signed in. */
  children: ReactNode;
}

/** The top bar of every page: skip link, brand, navigation and the crisis help link (one tap away everywhere). */
export function Header({ brand, children }: HeaderProps) {
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
    </header>
  );
}
