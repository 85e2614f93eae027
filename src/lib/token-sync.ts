/**
 * Token sync: after sign-in the identity provider's token is posted to a sync URL, but only when a
 * URL is configured and the token is younger than 5 minutes. An older token is about to expire: sending it would
 * hand the other side something it cannot use for long.
 */
export const TOKEN_SYNC_MAX_AGE_MS = 5 * 60 * 1000;

/** Pure: whether a token issued at `issuedAtMs` goes to `syncUrl` at `nowMs`. */
export function shouldSyncToken(input: { syncUrl: string | null; issuedAtMs: number | null; nowMs: number }): boolean {
  if (!input.syncUrl || input.issuedAtMs === null) return false;
  const age = input.nowMs - input.issuedAtMs;
  return age >= 0 && age < TOKEN_SYNC_MAX_AGE_MS;
}

/** The `iat` claim of a JWT in milliseconds, or null when the token does not parse. Nothing is verified here. */
export function tokenIssuedAtMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const iat: unknown = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : null;
  } catch {
    return null;
  }
}

/** Posts a fresh token to the sync URL; a failure is logged by kind only (never the token) and otherwise ignored. */
export async function syncToken(token: string, syncUrl: string | null, nowMs = Date.now()): Promise<boolean> {
  if (!shouldSyncToken({ syncUrl, issuedAtMs: tokenIssuedAtMs(token), nowMs }) || !syncUrl) return false;
  try {
    const response = await fetch(syncUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'omit',
    });
    return response.ok;
  } catch (error) {
    console.warn(`Token sync failed: ${error instanceof Error ? error.name : typeof error}`);
    return false;
  }
}
