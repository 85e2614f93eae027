/**
 * What an Auth-emulator ID token must look like. The emulator never signs: its tokens carry `alg: none` and an
 * empty signature part. firebase-admin, in emulator mode, skips signature checks, so the server checks the shape
 * itself: a token with a signature (or another algorithm) cannot have come from the emulator and is a forgery.
 * Real mode needs none of this: firebase-admin verifies RS256 against Google's published keys.
 */
export type EmulatorTokenProblem = 'not-a-jwt' | 'signed' | 'not-alg-none';

export function emulatorTokenProblem(token: string): EmulatorTokenProblem | null {
  const parts = token.split('.');
  if (parts.length !== 3) return 'not-a-jwt';
  const [header, , signature] = parts as [string, string, string];
  if (signature !== '') return 'signed';
  try {
    const decoded: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    const alg = typeof decoded === 'object' && decoded !== null ? (decoded as { alg?: unknown }).alg : undefined;
    return alg === 'none' ? null : 'not-alg-none';
  } catch {
    return 'not-a-jwt';
  }
}
