/**
 * The reads that are the same for everyone, served from memory by server/http/public-cache.ts, each with what it
 * is read from. A route belongs here only if its answer depends on nothing of the request but its path parameters
 * and its `variant` (no caller) and on no table outside its tags.
 */
import { contract } from '../../src/contract/contract';
import type { FastifyRequest } from 'fastify';
import { cacheLanguage } from '../questionnaires/language';
import type { PublicRead } from './public-cache';

// The questionnaires answer in the language asked for (`lang`, else Accept-Language): one entry per language.
const byLanguage = {
  of: (request: FastifyRequest) => cacheLanguage(request.query, request.headers['accept-language']),
  vary: 'Accept-Language',
};

export const publicReads: readonly PublicRead[] = [
  // ptest_categories, ptests, ptest_questions: changed by migrations (or by hand); scoring bands are code.
  { url: contract.ptests.list.path, tags: ['questionnaires'], variant: byLanguage },
  { url: contract.ptests.info.path, tags: ['questionnaires'], variant: byLanguage },
  { url: contract.ptests.questions.path, tags: ['questionnaires'], variant: byLanguage },
  // The plans are code and config; their prices come from plan_price_changes (the price-change CLI), and an
  // announced change takes effect at its own moment: the answer is true until the earliest one.
  { url: contract.checkout.plans.path, tags: ['plans'], validUntil: earliestPriceChange },
  // The server's config only: true for the life of the process.
  { url: contract.clientConfig.get.path, tags: [] },
];

/** The earliest `effective_at` of an announced price change in a plans answer (wire form), if any. */
export function earliestPriceChange(payload: string): number | undefined {
  const body = JSON.parse(payload) as { plans?: Array<{ price_change?: { effective_at?: string } | null }> };
  const moments = (body.plans ?? [])
    .map((plan) => Date.parse(plan.price_change?.effective_at ?? ''))
    .filter((moment) => Number.isFinite(moment));
  return moments.length > 0 ? Math.min(...moments) : undefined;
}
