/**
 * The rate limiter's Retry-After (server/http/rate-limit.ts) never promises more than the window: a request whose
 * transaction began before another opened the window (the database's now() is when a transaction began, and a busy
 * server can leave a moment between that and the row lock) used to be told to wait longer than the window lasts.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../server/db/database';
import { createRateLimiter } from '../../server/http/rate-limit';

const handle = connectDatabase(inject('databaseUrl'), () => {});
afterAll(() => handle.close());

it('tells a request refused by a window opened after its transaction began to wait at most the window', async () => {
  const limit = { max: 1, windowSeconds: 2 };
  const subject = [{ kind: 'address' as const, value: `window-${randomUUID()}` }];
  let open: (() => void) | undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const late = handle.db.transaction().execute(async (transaction) => {
    // The transaction's clock starts here, a second before the window opens.
    await transaction.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    await opened;
    return createRateLimiter(transaction, 'window-test', limit).take(subject);
  });
  await sleep(1_000);
  expect((await createRateLimiter(handle.db, 'window-test', limit).take(subject)).allowed).toBe(true);
  open?.();
  const refused = await late;
  expect(refused).toMatchObject({ allowed: false });
  if (refused.allowed) return;
  expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  expect(refused.retryAfterSeconds).toBeLessThanOrEqual(limit.windowSeconds);
});
