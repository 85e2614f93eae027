import type { ReactNode } from 'react';
import * as styles from './Page.css';
import { PageMeta } from './PageMeta';

interface PageProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The browser tab's title; React 19 moves it into <head>. */
  documentTitle: string;
  /** The page's description for search engines, in the page's language; else its path's English one. */
  description?: string;
  /** Forms read better in a narrow column. */
  narrow?: boolean;
  children: ReactNode;
}

/** The main landmark of a page, with its single h1; the skip link targets it. */
export function Page({ title, documentTitle, description, narrow = false, children }: PageProps) {
  return (
    <main id="main" tabIndex={-1} className={narrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      <title>{documentTitle}</title>
      <PageMeta title={documentTitle} description={description} />
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
