/**
 * A Doro server process logging at info, as production does: opening a share link and a progress link (their
 * pages, their API reads, with a query string and a mistyped path too) leaves no token in the log, while the
 * request lines still say which route was called.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, chatUser, finishedSession } from '../chat-client';
import { serverInstances, type Instance } from '../scale-out/instances';

const emulatorHost = inject('emulatorHost');
const instances = serverInstances({ databaseUrl: inject('databaseUrl'), emulatorHost });
let server: Instance;
let log = '';

beforeAll(async () => {
  server = await instances.start({ LOG_LEVEL: 'info', DORO_REPLY_TOKEN_DELAY_MS: '0' });
  server.process.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.process.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
}, 60_000);
afterAll(() => instances.stopAll());

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? '';

describe('the log', () => {
  it('never holds a share or progress token, and still names the routes', async () => {
    const user = await chatUser(server.url, emulatorHost);
    const sessionId = await finishedSession(server.url, user);
    const share = await api(server.url, user, `/sessions/${sessionId}/share`, { method: 'POST', body: {} });
    const progress = await api(server.url, user, '/users/me/share-progress', {
      method: 'POST',
      body: { include: ['sessions'] },
    });
    const tokens = [tokenOf(String(share.body.url)), tokenOf(String(progress.body.url))];
    expect(tokens.every((token) => token.length >= 32)).toBe(true);

    const [sessionToken, progressToken] = tokens as [string, string];
    const opened = [
      `/shared/${sessionToken}`,
      `/shared-progress/${progressToken}?from=email`,
      `/api/shared-sessions/${sessionToken}`,
      `/api/shared-progress/${progressToken}`,
      `/api/shared-sessions/${sessionToken}/nothing-here?token=${progressToken}`,
    ];
    const statuses = [];
    for (const path of opened) {
      statuses.push((await fetch(new URL(path, server.url), { redirect: 'manual' })).status);
    }
    expect(statuses.slice(2, 4)).toEqual([200, 200]);

    await expect.poll(() => log.includes('/api/shared-progress/[redacted]'), { timeout: 5_000 }).toBe(true);
    expect(log).toContain('/api/shared-sessions/[redacted]');
    expect(log).toContain('/shared/[redacted]');
    // Not the whole token, nor a piece of one.
    for (const token of tokens) expect(log).not.toContain(token.slice(0, 16));
  });
});
