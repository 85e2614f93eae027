import { describe, expect, it } from 'vitest';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { contract } from './contract';
import { ErrorBody } from './common';

function routesOf(router: AppRouter, prefix = ''): Array<[string, AppRoute]> {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value) ? [[`${prefix}${key}`, value] as [string, AppRoute]] : routesOf(value, `${prefix}${key}.`),
  );
}

const schemaOf = (route: AppRoute): unknown => ('body' in route ? route.body : undefined);

const routes = routesOf(contract);
const signatures = routes.map(([, route]) => `${route.method} ${route.path}`);

describe('contract', () => {
  it('serves every endpoint under /api, trailing slashes preserved', () => {
    const expected = [
      'GET /api/health',
      'GET /api/health/ready',
      'GET /api/client-config',
      'GET /api/users/me/',
      'POST /api/users/me/',
      'GET /api/users/me/name',
      'POST /api/auth/forgot_password/',
      'POST /api/checkout/create-session/:tier',
      'POST /api/users/me/delete-account',
      'POST /api/users/me/accept-disclaimer',
      'GET /api/ptests/',
      'GET /api/ptests/:id/info',
      'GET /api/ptests/:id/questions',
      'POST /api/users/me/ptests/:id/responses',
      'GET /api/users/me/prior-sessions',
      'GET /api/users/me/remaining-sessions',
      'GET /api/users/me/remaining-minutes',
      'GET /api/users/me/last-session',
      'POST /api/sessions/:sessionId/delete',
      'POST /api/sessions/:sessionId/share',
      'DELETE /api/sessions/:sessionId/share',
      'POST /api/sessions/:sessionId/feedback',
      'GET /api/users/me/subscription',
      'POST /api/checkout/billing-portal',
      'GET /api/users/me/share-progress',
      'POST /api/users/me/share-progress',
      'DELETE /api/users/me/share-progress/:shareId',
      'POST /api/promo-code/apply',
      'GET /api/sessions/session-transcript/:sessionId',
      'POST /api/support/contact',
    ];
    // Beyond the spec's table: what the product needs that the spec leaves silent.
    const ours = [
      'PUT /api/users/me/directiveness',
      'PUT /api/users/me/locale',
      'PUT /api/users/me/place',
      'PUT /api/users/me/name',
      'GET /api/shared-sessions/:token',
      'POST /api/ptests/:id/score',
      'GET /api/users/me/ptests/responses',
      'GET /api/users/me/challenge-progress',
      'PUT /api/users/me/challenge-progress',
      'GET /api/users/me/memory',
      'DELETE /api/users/me/memory',
      'PATCH /api/users/me/memory/:memoryId',
      'DELETE /api/users/me/memory/:memoryId',
      'GET /api/users/me/privacy-consent',
      'PUT /api/users/me/privacy-consent',
      'PUT /api/users/me/outside-model-consent',
      'GET /api/users/me/safety-plan',
      'PUT /api/users/me/safety-plan',
      'DELETE /api/users/me/safety-plan',
      'GET /api/users/me/export',
      'GET /api/sessions/:sessionId/reply-feedback',
      'PUT /api/sessions/:sessionId/replies/:seq/feedback',
      'DELETE /api/sessions/:sessionId/replies/:seq/feedback',
      'GET /api/shared-progress/:token',
      'GET /api/plans',
      'GET /api/law/rules',
      'GET /api/law/guardian-age',
      'GET /api/law/referral-figures',
    ];
    const missing = expected.filter((signature) => !signatures.includes(signature));
    const unexpected = signatures.filter(
      (signature) =>
        !expected.includes(signature) && !ours.includes(signature) && !/^\S+ \/api\/checkout\//.test(signature),
    );
    expect(missing).toEqual([]);
    expect(unexpected).toEqual([]);
  });

  it('has no two routes on the same method and path', () => {
    expect(new Set(signatures).size).toBe(signatures.length);
  });

  it('declares a success status and uses ErrorBody for every error status', () => {
    const withoutSuccess = routes
      .filter(([, route]) => !Object.keys(route.responses).some((status) => /^2\d\d$/.test(status)))
      .map(([name]) => name);
    const otherErrorBodies = routes.flatMap(([name, route]) =>
      Object.entries(route.responses)
        .filter(([status, body]) => Number(status) >= 400 && body !== ErrorBody)
        .map(([status]) => `${name} ${status}`),
    );
    expect(withoutSuccess).toEqual([]);
    expect(otherErrorBodies).toEqual([]);
  });

  it('is strict about status codes', () => {
    expect(routes.filter(([, route]) => route.strictStatusCodes !== true).map(([name]) => name)).toEqual([]);
  });

  it('declares 401 exactly on the routes that need a token: /users/me, /sessions, checkout and promo codes', () => {
    const needsAuth = /^\/api\/(users\/me|sessions|checkout|promo-code)/;
    // Stripe's webhook proves its sender with a signature, not a user token.
    const signedBySender = new Set(['checkout.webhook']);
    const wrong = routes
      .filter(([name]) => !signedBySender.has(name))
      .filter(([, route]) => 401 in route.responses !== needsAuth.test(route.path))
      .map(([name]) => name);
    expect(wrong).toEqual([]);
  });

  it('refuses bodies of the wrong type on every route with a body, and declares 400 there', () => {
    // The webhook's body is read raw and checked against its signature before anything parses it.
    const withSchemaBody = routes.filter(
      ([name, route]) =>
        name !== 'checkout.webhook' &&
        typeof (schemaOf(route) as { safeParse?: unknown } | undefined)?.safeParse === 'function',
    );
    expect(withSchemaBody.length).toBeGreaterThan(10);
    const accepting = withSchemaBody
      .filter(([, route]) => {
        const body = schemaOf(route) as { safeParse: (value: unknown) => { success: boolean } };
        return ['a string', [1, 2], 42, null].some((wrongType) => body.safeParse(wrongType).success);
      })
      .map(([name]) => name);
    const without400 = withSchemaBody.filter(([, route]) => !(400 in route.responses)).map(([name]) => name);
    expect(accepting).toEqual([]);
    expect(without400).toEqual([]);
  });
});
