/**
 * The levels and categories of a crisis, and their order, shared by every layer of the safety check.
 */
export type CrisisCategory = 'suicide' | 'self-harm' | 'harm-to-others' | 'abuse' | 'imminent-danger';
export type CrisisLevel = 'none' | 'concern' | 'urgent' | 'imminent';

export const levelRank: Record<CrisisLevel, number> = { none: 0, concern: 1, urgent: 2, imminent: 3 };
export const levelsByRank: readonly CrisisLevel[] = ['none', 'concern', 'urgent', 'imminent'];

export function higherLevel(a: CrisisLevel, b: CrisisLevel): CrisisLevel {
  return levelRank[a] >= levelRank[b] ? a : b;
}
