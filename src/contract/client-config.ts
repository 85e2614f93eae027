import { z } from 'zod';
import { c } from './common';

// The SPA reads this at run time, so one build works against the local emulator and against real Firebase.
export const ClientConfig = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
  }),
  // Set only in local mode: the Firebase Auth emulator's URL, e.g. http://127.0.0.1:9099.
  authEmulatorUrl: z.string().nullable(),
  analyticsMeasurementId: z.string().nullable(),
  pixelId: z.string().nullable(),
  // The pixel's script (a local double in tests); loaded only when pixelId is set.
  pixelScriptUrl: z.string(),
  // False where the deployment's law needs no cookie-consent choice before analytics and the pixel.
  consentRequired: z.boolean(),
  // Where the sign-in token is synced; null disables the sync.
  tokenSyncUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;

export const clientConfig = c.router({
  get: {
    method: 'GET',
    path: '/client-config',
    responses: { 200: ClientConfig },
    summary: 'Public run-time configuration for the SPA',
    // Firebase itself is configured from this answer, so the call cannot wait for an ID token (api-fetcher.ts).
    metadata: { withoutIdToken: true },
  },
});
