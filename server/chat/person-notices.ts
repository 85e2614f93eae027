/**
 * The notices one person's chat sessions owe them (issue 20): their place and age band read against the
 * jurisdiction table at the law clock's now (server/law), with their last use of the chat for the re-notice. The
 * configured interval (DORO_AI_NOTICE_MINUTES) may only shorten the law's; `useScale` is 1 outside tests.
 */
import type { AgeBand } from '../../src/contract/chat-socket';
import type { UserRow } from '../db/schema';
import { dutiesFor } from '../law/jurisdictions';
import { lawNow, type LawClock } from '../law/law-clock';
import { sessionNotices, type SessionNotices } from '../law/session-notices';

export interface PersonNotices extends SessionNotices {
  /** Tests only (DORO_TEST_USE_SCALE): use counts this many times faster towards the periodic notices. */
  useScale: number;
}

export type NoticesOf = (
  user: Pick<UserRow, 'country' | 'region'>,
  ageBand: AgeBand | null,
  lastUse: Date | null,
) => PersonNotices;

export function createPersonNotices(deps: {
  noticeIntervalSeconds: number;
  useScale: number;
  now?: LawClock;
}): NoticesOf {
  const now = deps.now ?? lawNow;
  return (user, ageBand, lastUse) => {
    const at = now();
    const duties = dutiesFor({ country: user.country, region: user.region, age: ageBand, at });
    return {
      ...sessionNotices({ duties, configuredSeconds: deps.noticeIntervalSeconds, lastUse, now: at }),
      useScale: deps.useScale,
    };
  };
}
