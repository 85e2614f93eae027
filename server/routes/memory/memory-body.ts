import type { MemoryItem as MemoryBody } from '../../../src/contract/memory';
import type { MemoryItem } from '../../ai/memory/memory-store';

export function memoryBody(item: MemoryItem): MemoryBody {
  return {
    id: item.id,
    sessionId: item.sessionId,
    summary: item.summary,
    sessionStartedAt: item.date.toISOString(),
    createdAt: item.createdAt.toISOString(),
  };
}
