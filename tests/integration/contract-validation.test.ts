/**
 * Walks every route of the contract: each one that takes a body, sent a body of the wrong type, must answer 400
 * with a JSON `{ message }` naming the problem, never a 500 and never the validator's raw dump. A valid token rides
 * along so authentication passes and validation is what answers.
 */
import { randomUUID } from 'node:crypto';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { snakeCaseKey } from '../../src/contract/case';
import { contract } from '../../src/contract/contract';
import { bearer, signUpTestUser, type TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

let user: TestUser;
beforeAll(async () => {
  user = await signUpTestUser(emulatorHost);
});

function isRoute(value: AppRoute | AppRouter): value is AppRoute {
  return typeof (value as AppRoute).method === 'string' && typeof (value as AppRoute).path === 'string';
}

function allRoutes(router: AppRouter, prefix = ''): Array<[string, AppRoute]> {
  return Object.entries(router).flatMap(([key, value]) =>
    isRoute(value) ? [[`${prefix}${key}`, value] as [string, AppRoute]] : allRoutes(value, `${prefix}${key}.`),
  );
}

/** The body schema, when the route takes a body at all (not c.noBody(), not a GET). */
function bodySchema(route: AppRoute): z.ZodTypeAny | undefined {
  const body = 'body' in route ? route.body : undefined;
  return body instanceof z.ZodType ? body : undefined;
}

/** Fills path parameters with values their schemas accept, so the body is the only thing wrong. */
function concretePath(route: AppRoute): string {
  const params =
    route.pathParams instanceof z.ZodObject ? (route.pathParams.shape as Record<string, z.ZodTypeAny>) : {};
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const candidates = [randomUUID(), 'phq-9', 'monthly', 'abc', '1'];
    const schema = params[name];
    const value = candidates.find((candidate) => schema?.safeParse(candidate).success ?? true);
    if (!value) throw new Error(`No sample value for path parameter ${name} of ${route.path}`);
    return value;
  });
}

function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return unwrap(schema.unwrap());
  if (schema instanceof z.ZodDefault) return unwrap(schema.removeDefault());
  if (schema instanceof z.ZodEffects) return unwrap(schema.innerType());
  return schema;
}

/** A value no field of this type accepts. */
function wrongValueFor(field: z.ZodTypeAny): unknown {
  const schema = unwrap(field);
  if (schema instanceof z.ZodString || schema instanceof z.ZodEnum) return 12345;
  if (schema instanceof z.ZodNumber || schema instanceof z.ZodBoolean) return 'not a number or a boolean';
  if (schema instanceof z.ZodLiteral) return typeof schema.value === 'string' ? 12345 : 'wrong';
  if (schema instanceof z.ZodArray || schema instanceof z.ZodObject) return 'not a list or an object';
  return { unexpected: [true] };
}

function wrongTypedObject(schema: z.ZodTypeAny): Record<string, unknown> | undefined {
  const object = unwrap(schema);
  if (!(object instanceof z.ZodObject)) return undefined;
  const shape = object.shape as Record<string, z.ZodTypeAny>;
  if (Object.keys(shape).length === 0) return undefined;
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [snakeCaseKey(key), wrongValueFor(field)]));
}

// Stripe's webhook reads its body raw and checks the signature first (tests/integration/billing-stripe.test.ts).
const routesWithBody = allRoutes(contract).filter(
  ([name, route]) => bodySchema(route) !== undefined && name !== 'checkout.webhook',
);

describe('every contract route with a body', () => {
  it('has routes to walk', () => {
    // Guards the walk itself: if the contract's shape changed and nothing is found, this fails instead of passing.
    expect(routesWithBody.map(([name]) => name)).toEqual(
      expect.arrayContaining(['users.createProfile', 'auth.forgotPassword', 'promoCode.apply', 'sessions.feedback']),
    );
  });

  it('answers 400 with a plain JSON message to a body of the wrong type, never 500', async () => {
    const failures: string[] = [];
    for (const [name, route] of routesWithBody) {
      const schema = bodySchema(route)!;
      const url = `${baseUrl}${concretePath(route)}`;
      const wrongObject = wrongTypedObject(schema);
      const bodies: Array<[string, string, RegExp]> = [
        ['a JSON string', JSON.stringify('hello'), /^request body: must be an object/],
        ['a JSON array', JSON.stringify([1, 2]), /^request body: must be an object/],
        ['a JSON number', '42', /^request body: must be an object/],
        ['JSON null', 'null', /^request body: must not be null/],
        ['invalid JSON', '{"unterminated', /^request body: is not valid JSON/],
      ];
      if (wrongObject) {
        const fieldNames = Object.keys(wrongObject).map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        bodies.push([
          'an object with wrong-typed fields',
          JSON.stringify(wrongObject),
          new RegExp(`^(${fieldNames.join('|')}): `),
        ]);
      }
      for (const [what, body, expected] of bodies) {
        const response = await fetch(url, {
          method: route.method,
          headers: { ...bearer(user), 'content-type': 'application/json' },
          body,
        });
        const text = await response.text();
        let message: unknown;
        try {
          message = (JSON.parse(text) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        const ok =
          response.status === 400 &&
          typeof message === 'string' &&
          expected.test(message) &&
          !/ZodError|"code"|invalid_type/.test(message);
        if (!ok) failures.push(`${name} (${route.method} ${route.path}) with ${what}: ${response.status} ${text}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('passes a valid snake_case body through to the handler (camelized before validation)', async () => {
    const profile = await fetch(`${baseUrl}/api/users/me/`, {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify({ uid: user.uid, email: user.email }),
    });
    expect([200, 201]).toContain(profile.status);
    const response = await fetch(`${baseUrl}/api/users/me/share-progress`, {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify({ expires_in_days: 3, include: ['questionnaires'] }),
    });
    // expires_in_days reached the handler as expiresInDays: the link lives 3 days, not the default 7.
    expect(response.status).toBe(201);
    const link = (await response.json()) as { expires_at: string; created_at?: string };
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.1);
  });

  it('names a bad query parameter in the message', async () => {
    const response = await fetch(`${baseUrl}/api/users/me/prior-sessions?limit=lots`, { headers: bearer(user) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^limit: /);
  });

  it('names a bad path parameter in the message', async () => {
    const response = await fetch(`${baseUrl}/api/sessions/not-a-uuid/feedback`, {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 5 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'session_id: must be a valid id (a UUID)' });
  });
});
