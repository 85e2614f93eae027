/**
 * Whether an error means the database could not be reached (down, restarting, the connection lost), as opposed to a
 * query that is wrong. The first is the network's or the operator's problem and passes: the caller gets a 503 and
 * tries again, and the pool reconnects by itself. A statement interrupted this way is rolled back by PostgreSQL, so
 * nothing half-written stays.
 */
const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

const connectionMessages = [
  /^Connection terminated/, // pg: the socket closed under a query, or while connecting (incl. its timeout)
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (connectionErrorCodes.has(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, crash shut down, cannot connect now).
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
  }
  return connectionMessages.some((pattern) => pattern.test(error.message));
}
