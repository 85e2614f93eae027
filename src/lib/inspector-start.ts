/**
 * Opens the Stately inspector and hands it to inspector.ts. Reached only through a dynamic import that main.tsx
 * makes under `import.meta.env.DEV`: the production build drops that branch, so neither this file nor the
 * @statelyai/inspect package is in the bundle (tests/browser/bundle.spec.ts checks it). Never import it statically.
 */
import { createBrowserInspector } from '@statelyai/inspect';
import { attachInspector } from './inspector';
import { redactForInspector } from './inspector-redact';

/** Every inspection event passes through the redaction before it leaves this window. */
export const inspectorOptions = { serialize: redactForInspector } satisfies Parameters<
  typeof createBrowserInspector
>[0];

export function startInspector(): void {
  attachInspector(createBrowserInspector(inspectorOptions).inspect);
}
