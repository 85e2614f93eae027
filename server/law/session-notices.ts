/**
 * What the law asks of one chat session's notices (issue 20), from the duties in force for the person
 * (jurisdictions.ts `dutiesFor`): how much active use passes between two "Doro is an AI, not a human" notices and
 * between two break reminders, which notices come at the start before the first reply (the re-notice after days
 * without use, the notice before first use, the minors' suitability notice), and whether they are spoken too where
 * replies are spoken. Pure: the server reads the person, their last use and the law clock, and arms the clocks.
 */
import type { Duties } from './jurisdictions';

/** The notices a session may open with, before Doro's first reply. */
export type StartNotice = 'disclosure' | 'minors-notice';

export interface SessionNotices {
  /** Active use between two AI disclosures, in ms: the law's interval, or the configured one when shorter. */
  disclosureEveryMs: number;
  /** Active use between two break reminders, in ms; null when none is owed (adults). */
  breakEveryMs: number | null;
  /** Said when the session starts, in this order. */
  atStart: StartNotice[];
  /** The notices are spoken as well as written where replies are spoken (New York). */
  spoken: boolean;
}

const dayMs = 86_400_000;
const minuteMs = 60_000;

export function sessionNotices(input: {
  duties: Duties;
  /** DORO_AI_NOTICE_MINUTES: may shorten the law's intervals, never lengthen them. */
  configuredSeconds: number;
  /** The end of the person's last use of the chat before this session; null when they never used it. */
  lastUse: Date | null;
  /** The law clock's now. */
  now: Date;
}): SessionNotices {
  const { duties, lastUse, now } = input;
  if (!(input.configuredSeconds > 0)) throw new Error('sessionNotices: the configured interval must be above 0.');
  const configuredMs = input.configuredSeconds * 1000;
  const atStart: StartNotice[] = [];
  const idleDays = duties.renoticeAfterIdleDays;
  const cameBack = lastUse !== null && idleDays !== null && now.getTime() - lastUse.getTime() > idleDays * dayMs;
  if (cameBack || (lastUse === null && duties.noticeBeforeFirstUse)) atStart.push('disclosure');
  if (duties.minorsSuitabilityNotice) atStart.push('minors-notice');
  return {
    disclosureEveryMs: Math.min(duties.noticeIntervalMinutes * minuteMs, configuredMs),
    breakEveryMs:
      duties.breakReminderMinutes === null ? null : Math.min(duties.breakReminderMinutes * minuteMs, configuredMs),
    atStart,
    spoken: duties.spokenNotice,
  };
}
