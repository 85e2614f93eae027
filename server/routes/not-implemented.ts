/**
 * The answer of every route a later issue fills: 501 with a message the client can show, declared in the contract
 * (src/contract/common.ts `errors(..., 501)`). Request validation still runs first, so bad input is caught today.
 */
export function notImplemented(what: string) {
  return async () => ({
    status: 501 as const,
    body: { message: `Not implemented yet: ${what} comes in a later version of Doro.` },
  });
}
