import type { ChallengeProgress } from '../../../src/contract/challenge';
import type { StoredProgress } from '../../users/challenge-store';

export function progressBody(row: StoredProgress | undefined): ChallengeProgress {
  if (!row) return { completedDays: [], updatedAt: null };
  return { completedDays: row.completedDays.toSorted((a, b) => a - b), updatedAt: row.updatedAt.toISOString() };
}
