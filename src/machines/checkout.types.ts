/** Types of the checkout machine, apart from the machine so tests and views can use them without its setup. */
export type CheckoutMode = 'stripe' | 'test';

export interface StartedCheckout {
  url: string;
  checkoutSessionId: string;
  mode: CheckoutMode;
}

export interface CheckoutInput {
  /** Set on the TEST MODE checkout page: the machine starts at the payment step of that checkout. */
  checkoutSessionId?: string;
}

export interface CheckoutContext {
  tier: string | null;
  checkoutSessionId: string | null;
  url: string | null;
  error: string | null;
}

export type CheckoutEvent =
  { type: 'choose'; tier: string } | { type: 'pay' } | { type: 'cancel' } | { type: 'dismiss' };
