/**
 * Verifies Firebase ID tokens with firebase-admin. With an Auth emulator configured, firebase-admin accepts the
 * emulator's unsigned tokens (config.ts refuses the emulator in production, whatever the project); a token that
 * does not have the emulator's unsigned shape is refused here before firebase-admin sees it (emulator-token.ts).
 * In production no unsigned token gets through, and no token at all while FIREBASE_AUTH_EMULATOR_HOST is in the
 * environment: firebase-admin reads that switch from the environment on each call and would then skip signatures.
 * Without the emulator, firebase-admin verifies the RS256 signature against Google's keys, the audience, the
 * issuer and the expiry.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { ServerConfig } from '../config';
import type { VerifyIdToken } from './types';
import { InvalidTokenError } from './types';
import { emulatorTokenProblem } from './emulator-token';

export function createFirebaseVerifier(firebase: ServerConfig['firebase']): VerifyIdToken {
  // firebase-admin reads the emulator switch from the environment only, when it makes each call.
  if (firebase.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.authEmulatorHost;

  // A named app per project, so several servers (tests) in one process can share it.
  const name = `doro-${firebase.projectId}`;
  const app =
    getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId: firebase.projectId }, name);
  const auth = getAuth(app);

  return async (token) => {
    if (firebase.refuseEmulatorTokens && (process.env.FIREBASE_AUTH_EMULATOR_HOST || !emulatorTokenProblem(token))) {
      throw new InvalidTokenError('invalid', 'doro/emulator-token-in-production');
    }
    const emulatorProblem = firebase.authEmulatorHost ? emulatorTokenProblem(token) : null;
    if (emulatorProblem) throw new InvalidTokenError('invalid', `doro/emulator-token-${emulatorProblem}`);
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
