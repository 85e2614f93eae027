import type { ReactNode } from 'react';
import { Page } from '../../ui/Page';

interface ComingSoonProps {
  title: string;
  /** One honest sentence on what is not there yet. */
  children: ReactNode;
}

/** A page whose content a later issue brings: it says so plainly rather than pretending. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  return (
    <Page title={title} documentTitle={`${title} · Doro`}>
      <p>{children}</p>
    </Page>
  );
}
