import { describe, expect, it } from 'vitest';
import { signatureHeader, verifyStripeSignature } from './stripe-signature';

const secret = 'whsec_test_secret';
const payload = Buffer.from('{"id":"evt_1","type":"checkout.session.completed"}');
const now = 1_700_000_000;
const check = (header: string | undefined, body = payload, nowSeconds = now) =>
  verifyStripeSignature(body, header, secret, {
    toleranceSeconds: 300,
    nowSeconds,
  });

describe('verifyStripeSignature', () => {
  it('accepts the signature Stripe computes (HMAC-SHA256 of "t.payload")', () => {
    // Computed independently: printf '1700000000.<payload>' | openssl dgst -sha256 -hmac whsec_test_secret
    const known = 't=1700000000,v1=a13d4b1f9003bc2fb6c06224e878b6056185eaa50d40e1e7dc05517f8af41d7b';
    expect(signatureHeader(payload, secret, now)).toBe(known);
    expect(check(known)).toEqual({ ok: true });
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const good = signatureHeader(payload, secret, now).split(',')[1];
    expect(check(`t=${now},v1=${'0'.repeat(64)},${good}`)).toEqual({
      ok: true,
    });
  });

  it('refuses a changed payload, a wrong secret, a missing or malformed header', () => {
    const header = signatureHeader(payload, secret, now);
    expect(check(header, Buffer.from(payload.toString().replace('evt_1', 'evt_2'))).ok).toBe(false);
    expect(check(signatureHeader(payload, 'whsec_other', now)).ok).toBe(false);
    expect(check(undefined).ok).toBe(false);
    expect(check('v1=abc').ok).toBe(false);
    expect(check(`t=${now},v1=nothex`).ok).toBe(false);
  });

  it('refuses a signature older or newer than the tolerance', () => {
    expect(check(signatureHeader(payload, secret, now - 301)).ok).toBe(false);
    expect(check(signatureHeader(payload, secret, now + 301)).ok).toBe(false);
    expect(check(signatureHeader(payload, secret, now - 299)).ok).toBe(true);
  });
});
