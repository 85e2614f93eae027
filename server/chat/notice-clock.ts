/**
 * A session's periodic notices by active use (issue 20): the AI disclosure at the interval the law gives the
 * person, and the break reminder at its own (under 18), each on its own usage clock, so an hourly notice and a
 * 3-hourly reminder keep their own count. `useScale` (tests only, DORO_TEST_USE_SCALE) makes an hour of use pass in
 * an hour divided by it.
 */
import { createUsageClock, type UsageClock } from '../ai/usage-clock';
import type { SessionNotices } from '../law/session-notices';

export type PeriodicNotice = 'disclosure' | 'break-reminder';

export function createNoticeClock(
  notices: Pick<SessionNotices, 'disclosureEveryMs' | 'breakEveryMs'>,
  due: (kind: PeriodicNotice) => void,
  { useScale = 1, now = Date.now }: { useScale?: number; now?: () => number } = {},
): UsageClock {
  const clocks = [createUsageClock(notices.disclosureEveryMs / useScale, () => due('disclosure'), now)];
  if (notices.breakEveryMs !== null) {
    clocks.push(createUsageClock(notices.breakEveryMs / useScale, () => due('break-reminder'), now));
  }
  return {
    run: () => clocks.forEach((clock) => clock.run()),
    stop: () => clocks.forEach((clock) => clock.stop()),
  };
}
