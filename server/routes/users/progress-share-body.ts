import type { ProgressShareLink } from '../../../src/contract/users';
import type { ProgressShareRow } from '../../users/progress-share-store';
import type { ServerConfig } from '../../config';
import { publicLink } from '../../http/public-url';

export function progressShareBody(row: ProgressShareRow, url: string): ProgressShareLink {
  return {
    id: row.id,
    url,
    include: row.include,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The link's token lives only in the URL handed out once; listing shows where the link points without it. */
export const redactedUrl = (config: ServerConfig, request: Parameters<typeof publicLink>[1]) =>
  publicLink(config, request, '/shared-progress/…');
