/**
 * Stripe's webhook signature (https://docs.stripe.com/webhooks#verify-manually): the header
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (several v1 during secret rotation).
 * Checked on the raw bytes, in constant time, and only within a tolerance so a captured event cannot be replayed
 * later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function signPayload(payload: string | Buffer, secret: string, timestampSeconds: number): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.`).update(payload).digest('hex');
}

/** The header Stripe would send for this payload; for the Stripe double and tests. */
export function signatureHeader(payload: string | Buffer, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${signPayload(payload, secret, timestampSeconds)}`;
}

export function verifyStripeSignature(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  options: { toleranceSeconds: number; nowSeconds: number },
): SignatureCheck {
  if (!header) return { ok: false, reason: 'The Stripe-Signature header is missing.' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    return {
      ok: false,
      reason: 'The Stripe-Signature header has no timestamp or no v1 signature.',
    };
  }
  if (Math.abs(options.nowSeconds - timestamp) > options.toleranceSeconds) {
    return {
      ok: false,
      reason: 'The Stripe-Signature timestamp is outside the tolerance.',
    };
  }
  const expected = Buffer.from(signPayload(payload, secret, timestamp), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'The Stripe-Signature does not match the payload.' };
}
