import { createRoot } from 'react-dom/client';
import type { ConsentChoice } from '../../lib/consent';
import { ConsentBanner } from './ConsentBanner';

/** The banner lives in a root of its own, so the bootstrap can show it without touching the app's tree. */
export function showConsentBanner(onChoice: (choice: ConsentChoice) => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <ConsentBanner
      onChoice={(choice) => {
        root.unmount();
        host.remove();
        onChoice(choice);
      }}
    />,
  );
}
