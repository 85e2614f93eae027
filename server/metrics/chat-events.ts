/**
 * What chat and the safety layer tell whoever watches, without knowing who watches: sessions going live and leaving,
 * and the level of each crisis counted as a referral (server/safety/referrals.ts). Diagnostics channels, like the reply latency (server/chat/reply-latency.ts): a
 * publish with no subscriber costs a check, and the metrics (server/metrics/metrics.ts) subscribe only when on.
 * Nothing published names a person or holds what anyone wrote: a count change, a level.
 */
import { channel } from 'node:diagnostics_channel';
import type { CrisisLevel } from '../../src/contract/chat-socket';

/** A session became live on this instance (+1) or stopped being live here (-1). */
export const liveSessionsChannel = channel('doro:chat:live-sessions');
/** A crisis counted as a referral, at this level (once per referral, as the referral counts have it). */
export const crisisCountedChannel = channel('doro:safety:crisis-counted');

export interface LiveSessionsChange {
  change: 1 | -1;
}

export interface CrisisCounted {
  level: CrisisLevel;
}

export function sessionWentLive(): void {
  if (liveSessionsChannel.hasSubscribers) liveSessionsChannel.publish({ change: 1 } satisfies LiveSessionsChange);
}

export function sessionLeft(): void {
  if (liveSessionsChannel.hasSubscribers) liveSessionsChannel.publish({ change: -1 } satisfies LiveSessionsChange);
}

export function crisisCounted(level: CrisisLevel): void {
  if (crisisCountedChannel.hasSubscribers) crisisCountedChannel.publish({ level } satisfies CrisisCounted);
}
