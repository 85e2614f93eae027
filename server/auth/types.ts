/** Who made a request, as the verified ID token says. */
export interface AuthUser {
  uid: string;
  /** Firebase accounts can lack an email (phone sign-in); Doro's own sign-up always sets one. */
  email: string | null;
  /** The display name the identity provider knows (Google accounts have one; email sign-up does not). */
  name: string | null;
}

export type VerifyIdToken = ((token: string) => Promise<AuthUser>) & {
  /**
   * The user of a token this verifier has already accepted and that has not expired, at once; undefined when the
   * token must be verified (the cache of verified tokens has it: server/verified-token-cache.ts). With the
   * connection the token came on (only where a connection is one client's), the same token again there is
   * recognised without hashing it.
   */
  known?: (token: string, connection?: object) => AuthUser | undefined;
};

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
  constructor(
    readonly reason: 'expired' | 'invalid',
    /** firebase-admin's error code, for the log; never the token itself. */
    readonly code: string,
  ) {
    super(`ID token ${reason} (${code || 'no code'})`);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on protected routes; handlers of those routes can rely on it. */
    authUser?: AuthUser;
  }
}
