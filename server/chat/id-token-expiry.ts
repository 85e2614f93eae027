/**
 * When a verified ID token expires, from its `exp` claim. Only called after the verifier accepted the token, so
 * the payload is trusted; an unreadable one counts as already expired.
 */
export function idTokenExpiresAt(token: string): Date {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    if (typeof payload.exp === 'number' && Number.isFinite(payload.exp)) return new Date(payload.exp * 1000);
  } catch {
    // Fall through: treat as expired.
  }
  return new Date(0);
}
