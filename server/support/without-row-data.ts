import { DatabaseError } from 'pg';

/**
 * A database failure fit for the log of a route that stores what people wrote. PostgreSQL's errors can quote the
 * row ("Failing row contains (...)") or a value ("invalid input syntax ... : \"...\""), and the error handler logs
 * errors whole: so only the SQLSTATE and the constraint's name go on, and the original stays out.
 */
export function withoutRowData(what: string, error: unknown): Error {
  if (error instanceof DatabaseError) {
    const constraint = error.constraint ? `, constraint ${error.constraint}` : '';
    return new Error(`${what} failed: PostgreSQL error ${error.code ?? 'unknown'}${constraint}`);
  }
  // Connection failures and the like carry no row data; their message helps whoever reads the log.
  return new Error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
}
