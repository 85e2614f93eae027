/**
 * Payment settings, read from the environment once when the routes are built (like server/config.ts, whose
 * ServerConfig could carry them as `billing` one day). Unset STRIPE_SECRET_KEY means the local test-mode checkout.
 */
import { ConfigError, isDemoProject } from '../config';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a local double in tests. */
  apiBase: string;
}

export interface PromoSeed {
  code: string;
  grantedSeconds: number;
  grantedSessions: number;
  maxRedemptions: number | null;
  expiresAt: Date | null;
}

export interface BillingConfig {
  /** null: payments run in local test mode. */
  stripe: StripeSettings | null;
  /**
   * Test mode grants plans without payment, so it is refused where real people pay: in production with a real
   * Firebase project. There, without Stripe keys, buying answers "payments are not set up".
   */
  testModeAllowed: boolean;
  /** Stripe's default tolerance for a signed event's age. */
  webhookToleranceSeconds: number;
  /** A promo code created at start when set (local demos and tests). */
  promoSeed: PromoSeed | null;
}

type Env = Record<string, string | undefined>;

export function loadBillingConfig(
  env: Env = process.env,
  server: { isProduction: boolean; firebaseProjectId: string },
): BillingConfig {
  const secretKey = text(env.STRIPE_SECRET_KEY);
  const webhookSecret = text(env.STRIPE_WEBHOOK_SECRET);
  if (secretKey && !webhookSecret) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: without it no payment could be confirmed. ' +
        'Set the signing secret of your webhook endpoint (whsec_...).',
    );
  }
  const apiBase = (text(env.STRIPE_API_BASE) ?? 'https://api.stripe.com').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(apiBase)) throw new ConfigError('STRIPE_API_BASE must start with http:// or https://.');
  return {
    stripe: secretKey && webhookSecret ? { secretKey, webhookSecret, apiBase } : null,
    testModeAllowed: !server.isProduction || isDemoProject(server.firebaseProjectId),
    webhookToleranceSeconds: 300,
    promoSeed: promoSeed(env),
  };
}

function promoSeed(env: Env): PromoSeed | null {
  const code = text(env.DORO_PROMO_CODE);
  if (!code) return null;
  if (!/^[A-Za-z0-9_-]{3,40}$/.test(code)) {
    throw new ConfigError('DORO_PROMO_CODE must be 3 to 40 letters, digits, - or _.');
  }
  const minutes = Number(text(env.DORO_PROMO_MINUTES) ?? '30');
  const sessions = Number(text(env.DORO_PROMO_SESSIONS) ?? '1');
  const uses = text(env.DORO_PROMO_MAX_USES);
  const maxRedemptions = uses === undefined ? null : Number(uses);
  if (!Number.isFinite(minutes) || minutes < 0) throw new ConfigError('DORO_PROMO_MINUTES must be 0 or more.');
  if (!Number.isInteger(sessions) || sessions < 0) throw new ConfigError('DORO_PROMO_SESSIONS must be a whole number.');
  if (maxRedemptions !== null && (!Number.isInteger(maxRedemptions) || maxRedemptions < 1)) {
    throw new ConfigError('DORO_PROMO_MAX_USES must be a whole number above 0.');
  }
  const expires = text(env.DORO_PROMO_EXPIRES_AT);
  const expiresAt = expires === undefined ? null : new Date(expires);
  if (expiresAt && Number.isNaN(expiresAt.getTime())) {
    throw new ConfigError('DORO_PROMO_EXPIRES_AT must be a date such as 2026-12-31T23:59:59Z.');
  }
  return {
    code: code.toUpperCase(),
    grantedSeconds: Math.round(minutes * 60),
    grantedSessions: sessions,
    maxRedemptions,
    expiresAt,
  };
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
