/**
 * The few Stripe API calls Doro makes, with fetch (no SDK): form-encoded bodies, Bearer secret key, an idempotency
 * key on creations so a retried request never makes a second Checkout Session. STRIPE_API_BASE points it at a local
 * double in tests.
 */
import type { StripeSettings } from './billing-config';

export class StripeApiError extends Error {
  override name = 'StripeApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Stripe's nested form encoding: { a: { b: 1 } } becomes a[b]=1, arrays a[0][b]=1. */
export function stripeForm(values: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  const add = (prefix: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${prefix}[${index}]`, item));
    else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) add(`${prefix}[${key}]`, inner);
    } else form.append(prefix, String(value));
  };
  for (const [key, value] of Object.entries(values)) add(key, value);
  return form;
}

async function post<T>(
  stripe: StripeSettings,
  path: string,
  values: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<T> {
  const response = await fetch(`${stripe.apiBase}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stripe.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: stripeForm(values),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => ({}))) as {
    error?: { message?: string };
  };
  if (!response.ok) {
    // Stripe's message, never the request (it could hold an email address).
    throw new StripeApiError(
      response.status,
      `Stripe ${path} answered ${response.status}: ${body.error?.message ?? ''}`,
    );
  }
  return body as T;
}

export interface CheckoutSessionRequest {
  userId: string;
  planId: string;
  planName: string;
  amountCents: number;
  interval: 'month' | 'year';
  successUrl: string;
  cancelUrl: string;
  customerId: string | null;
  email: string;
  idempotencyKey: string;
}

export function createStripeCheckoutSession(stripe: StripeSettings, request: CheckoutSessionRequest) {
  const metadata = { user_id: request.userId, plan_id: request.planId };
  return post<{ id: string; url: string }>(
    stripe,
    '/v1/checkout/sessions',
    {
      mode: 'subscription',
      client_reference_id: request.userId,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'cad',
            unit_amount: request.amountCents,
            recurring: { interval: request.interval },
            product_data: { name: `Doro ${request.planName}` },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
    },
    request.idempotencyKey,
  );
}

export function createStripePortalSession(stripe: StripeSettings, customerId: string, returnUrl: string) {
  return post<{ url: string }>(stripe, '/v1/billing_portal/sessions', {
    customer: customerId,
    return_url: returnUrl,
  });
}

/** Ends a Stripe subscription now (the account is being deleted); one already gone is fine. */
export async function cancelStripeSubscription(stripe: StripeSettings, subscriptionId: string): Promise<void> {
  const response = await fetch(`${stripe.apiBase}/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${stripe.secretKey}` },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok && response.status !== 404) {
    throw new StripeApiError(response.status, `Stripe refused to cancel subscription ${subscriptionId}`);
  }
}
