/**
 * Verifies Firebase ID tokens with firebase-admin. With an Auth emulator configured, firebase-admin accepts the
 * emulator's unsigned tokens (config.ts refuses that combination in production with a real project).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { ServerConfig } from '../config';
import type { VerifyIdToken } from './types';
import { InvalidTokenError } from './types';

export function createFirebaseVerifier(firebase: ServerConfig['firebase']): VerifyIdToken {
  // firebase-admin reads the emulator switch from the environment only, when it makes each call.
  if (firebase.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.authEmulatorHost;

  // A named app per project, so several servers (tests) in one process can share it.
  const name = `doro-${firebase.projectId}`;
  const app =
    getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId: firebase.projectId }, name);
  const auth = getAuth(app);

  return async (token) => {
    try {
      const decoded = await auth.verifyIdToken(token);
      const displayName: unknown = decoded.name;
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        name: typeof displayName === 'string' && displayName ? displayName : null,
      };
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      throw new InvalidTokenError(code === 'auth/id-token-expired' ? 'expired' : 'invalid', code);
    }
  };
}
