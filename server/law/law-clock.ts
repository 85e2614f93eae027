/**
 * The moment the jurisdiction table is read at (server/law/jurisdictions.ts): now. Tests of duties that start on a
 * date (Oregon's and Washington's on 2027-01-01) move it with DORO_TEST_LAW_DATE, an ISO instant the law clock
 * starts from when it first sees it, and then runs on from; only under NODE_ENV=test, refused anywhere else. The
 * environment is read at each call, so a test's own server (tests/doubles/side-server.ts, in the test's process)
 * follows what the test sets, while the shared server keeps today.
 */
export type LawClock = () => Date;

export function createLawClock(
  env: NodeJS.ProcessEnv = process.env,
  now: () => number = Date.now,
  /** The date the test-only route set (test-only-law-date.ts, registered only under NODE_ENV=test), first. */
  moved: () => string | undefined = () => undefined,
): LawClock {
  let seen: { given: string; start: number; at: number } | undefined;
  return () => {
    const byRoute = moved();
    const given = (byRoute ?? env.DORO_TEST_LAW_DATE)?.trim();
    if (!given) return new Date(now());
    if (byRoute === undefined && env.NODE_ENV !== 'test') {
      throw new Error('DORO_TEST_LAW_DATE moves the law clock for tests: set it only with NODE_ENV=test.');
    }
    if (seen?.given !== given) {
      const start = Date.parse(given);
      if (Number.isNaN(start)) {
        throw new Error(`DORO_TEST_LAW_DATE must be an ISO date, such as 2027-01-02T00:00:00Z, not "${given}".`);
      }
      seen = { given, start, at: now() };
    }
    return new Date(seen.start + (now() - seen.at));
  };
}

let movedForTests: string | undefined;

/** Tests only: the law clock of this process reads the law at `at` (an ISO instant), or today again (undefined). */
export function moveLawClock(at: string | undefined) {
  movedForTests = at;
}

/** The server's law clock. */
export const lawNow: LawClock = createLawClock(process.env, Date.now, () => movedForTests);
