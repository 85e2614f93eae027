/**
 * Promo codes: a valid code credits once; a second use, an expired, a used-up and an unknown code each get a clear
 * 4xx; failed attempts are limited per account and per client address, the eleventh in a minute gets 429. Each test
 * sends from loopback addresses of its own (127.x.y.z), so the per-address limit of one test never touches another.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { savePromoCode } from '../../server/billing/promo-codes';
import { connectDatabase } from '../../server/db/database';
import { api, chatUser } from './chat-client';
import type { TestUser } from './emulator-users';

const baseUrl = new URL(inject('baseUrl'));
const emulatorHost = inject('emulatorHost');
const handle = connectDatabase(inject('databaseUrl'), () => {});
const db = handle.db;
afterAll(() => handle.close());

const freshAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
const uniqueCode = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`.toUpperCase();

/** POST /api/promo-code/apply from a chosen local address. */
function applyFrom(address: string, user: TestUser, code: string) {
  return new Promise<{ status: number; body: { message?: string; [key: string]: unknown }; retryAfter?: string }>(
    (resolve, reject) => {
      const payload = JSON.stringify({ code });
      const outgoing = request(
        {
          host: baseUrl.hostname,
          port: baseUrl.port,
          path: '/api/promo-code/apply',
          method: 'POST',
          localAddress: address,
          headers: {
            authorization: `Bearer ${user.idToken}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: text ? JSON.parse(text) : {},
              retryAfter: response.headers['retry-after'],
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    },
  );
}

const remainingSeconds = async (user: TestUser) =>
  (await api(baseUrl.origin, user, '/users/me/remaining-minutes')).body.remaining_seconds as number;

describe('promo codes', () => {
  it('a valid code credits once; second use, expired, used-up and unknown codes each get a clear 4xx', async () => {
    const address = freshAddress();
    const user = await chatUser(baseUrl.origin, emulatorHost);
    const other = await chatUser(baseUrl.origin, emulatorHost);
    const valid = uniqueCode('calm');
    const expired = uniqueCode('old');
    const single = uniqueCode('once');
    await savePromoCode(db, {
      code: valid,
      grantedSeconds: 45 * 60,
      grantedSessions: 2,
      maxRedemptions: null,
      expiresAt: null,
    });
    await savePromoCode(db, {
      code: expired,
      grantedSeconds: 600,
      grantedSessions: 0,
      maxRedemptions: null,
      expiresAt: new Date(Date.now() - 60_000),
    });
    await savePromoCode(db, {
      code: single,
      grantedSeconds: 600,
      grantedSessions: 0,
      maxRedemptions: 1,
      expiresAt: null,
    });

    const before = await remainingSeconds(user);
    const sessionsBefore = (await api(baseUrl.origin, user, '/users/me/remaining-sessions')).body.remaining_sessions;
    // Typed in lower case, as people do.
    const applied = await applyFrom(address, user, valid.toLowerCase());
    expect(applied).toMatchObject({
      status: 200,
      body: {
        code: valid,
        granted_minutes: 45,
        granted_sessions: 2,
        message: '45 minutes and 2 sessions added to this month.',
      },
    });
    expect(await remainingSeconds(user)).toBe(before + 45 * 60);
    expect((await api(baseUrl.origin, user, '/users/me/remaining-sessions')).body.remaining_sessions).toBe(
      sessionsBefore + 2,
    );

    expect(await applyFrom(address, user, valid)).toMatchObject({
      status: 409,
      body: { message: 'You have already used that promo code.' },
    });
    expect(await remainingSeconds(user)).toBe(before + 45 * 60);
    expect(await applyFrom(address, user, expired)).toMatchObject({
      status: 409,
      body: { message: 'That promo code has expired.' },
    });
    expect((await applyFrom(freshAddress(), other, single)).status).toBe(200);
    expect(await applyFrom(address, user, single)).toMatchObject({
      status: 409,
      body: { message: 'That promo code has been used as many times as it allows.' },
    });
    expect(await applyFrom(address, user, uniqueCode('nope'))).toMatchObject({
      status: 404,
      body: { message: 'That promo code does not exist. Check the spelling and try again.' },
    });
    expect(await remainingSeconds(user)).toBe(before + 45 * 60);
    expect((await applyFrom(address, user, 'a!')).status).toBe(400);
  });

  it('the eleventh wrong guess in a minute from one account gets 429, whatever address it comes from', async () => {
    const guesser = await chatUser(baseUrl.origin, emulatorHost);
    const code = uniqueCode('real');
    await savePromoCode(db, { code, grantedSeconds: 60, grantedSessions: 0, maxRedemptions: null, expiresAt: null });
    for (let guess = 1; guess <= 10; guess += 1) {
      expect((await applyFrom(freshAddress(), guesser, uniqueCode('guess'))).status).toBe(404);
    }
    const eleventh = await applyFrom(freshAddress(), guesser, uniqueCode('guess'));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('Too many promo code attempts. Please wait a minute before trying again.');
    expect(Number(eleventh.retryAfter)).toBeGreaterThan(0);
    // Even the right code waits: otherwise the limit would only slow guessing down, not stop it.
    expect((await applyFrom(freshAddress(), guesser, code)).status).toBe(429);
    // Someone else is not affected.
    const bystander = await chatUser(baseUrl.origin, emulatorHost);
    expect((await applyFrom(freshAddress(), bystander, code)).status).toBe(200);
  });

  it('the eleventh wrong guess in a minute from one address gets 429, whichever account sends it', async () => {
    const address = freshAddress();
    for (let guess = 1; guess <= 10; guess += 1) {
      const user = await chatUser(baseUrl.origin, emulatorHost);
      expect((await applyFrom(address, user, uniqueCode('guess'))).status).toBe(404);
    }
    const last = await chatUser(baseUrl.origin, emulatorHost);
    expect((await applyFrom(address, last, uniqueCode('guess'))).status).toBe(429);
    expect((await applyFrom(freshAddress(), last, uniqueCode('guess'))).status).toBe(404);
  });
});
