/** A problem with the embedded database the person starting Doro can act on; its message says how. */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}
