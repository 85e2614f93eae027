/**
 * What chat tells whoever watches it, without knowing who watches: sessions going live and leaving, and the crisis
 * levels its safety layer shows. Diagnostics channels, like the reply latency (server/chat/reply-latency.ts): a
 * publish with no subscriber costs a check, and the metrics (server/metrics/metrics.ts) subscribe only when on.
 * Nothing published names a person or holds what anyone wrote: a count change, a level.
 */
import { channel } from 'node:diagnostics_channel';
import type { CrisisLevel } from '../../src/contract/chat-socket';

/** A session became live on this instance (+1) or stopped being live here (-1). */
export const liveSessionsChannel = channel('doro:chat:live-sessions');
/** The safety layer showed a crisis card at this level (once per referral, as it is counted). */
export const crisisShownChannel = channel('doro:chat:crisis-shown');

export interface LiveSessionsChange {
  change: 1 | -1;
}

export interface CrisisShown {
  level: CrisisLevel;
}

export function sessionWentLive(): void {
  if (liveSessionsChannel.hasSubscribers) liveSessionsChannel.publish({ change: 1 } satisfies LiveSessionsChange);
}

export function sessionLeft(): void {
  if (liveSessionsChannel.hasSubscribers) liveSessionsChannel.publish({ change: -1 } satisfies LiveSessionsChange);
}

export function crisisShown(level: CrisisLevel): void {
  if (crisisShownChannel.hasSubscribers) crisisShownChannel.publish({ level } satisfies CrisisShown);
}
