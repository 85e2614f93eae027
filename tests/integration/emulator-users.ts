/** Test users made through the Auth emulator's REST API, the way the SPA's sign-up does it. */
import { randomUUID } from 'node:crypto';

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/** Every test user's password. */
export const TEST_USER_PASSWORD = 'correct horse battery';

export async function signUpTestUser(
  emulatorHost: string,
  email = `user-${randomUUID()}@example.com`,
): Promise<TestUser> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_USER_PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Emulator sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; email: string; idToken: string };
  return { uid: body.localId, email: body.email, idToken: body.idToken };
}

export function bearer(user: TestUser): Record<string, string> {
  return { authorization: `Bearer ${user.idToken}` };
}

/** Rewrites a JWT's payload, keeping its header and signature part: what a forger would try. */
export function withPayload(
  token: string,
  change: (payload: Record<string, unknown>) => Record<string, unknown>,
): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  return [header, Buffer.from(JSON.stringify(change(decoded))).toString('base64url'), signature].join('.');
}
