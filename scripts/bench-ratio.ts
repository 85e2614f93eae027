/** How the API bench compares a server's throughput with bare Fastify's (scripts/bench-api.ts). */

/** Requests per second in each slice of an interleaved run, in order. */
export interface Rates {
  sliceRequestsPerSecond: number[];
}

/**
 * A server's throughput against bare Fastify's as the median of the rounds' ratios: in each round the two ran one
 * right after the other (2 s each), so each ratio compares them under nearly the same load from the rest of the
 * machine, and the median is not moved by the one round in which another engineer's test run started. Still the
 * same bare Fastify, on the same machine, at the same connections: nothing about it is easier than the totals.
 */
export function sliceRatio(server: Rates, bare: Rates): number {
  const ratios = server.sliceRequestsPerSecond.map((rate, slice) => rate / (bare.sliceRequestsPerSecond[slice] ?? NaN));
  return Math.round(median(ratios.filter(Number.isFinite)) * 1000) / 1000;
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
