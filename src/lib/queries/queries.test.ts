import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { User } from '../../contract/users';
import { ApiError } from '../api-errors';
import { activeSubscriptionQuery } from './checkout';
import { clientConfigQuery } from './client-config';
import { categoriesQuery, questionnaireDataQuery, questionnaireTestDataQuery } from './ptests';
import { lastSessionQuery, priorSessionsQuery, remainingMinutesQuery, remainingSessionsQuery } from './sessions';
import { createProfile, userDataNameQuery, userDataQuery } from './users';

const requests: Array<{ method: string; url: string; body: unknown }> = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({
        method: init.method ?? 'GET',
        url: String(url),
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function reply(status: number, body: unknown) {
  answer = { status, body };
}

// A fresh cache per call, so every fetch reaches the network stub.
const freshClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const wireUser = {
  uid: 'u1',
  email: 'a@example.com',
  name: 'Ada',
  created_at: '2025-04-01T00:00:00Z',
  disclaimer_accepted_at: null,
};
const wireSession = {
  id: '9b2f6f0e-1d5c-4c33-9d2a-0b8f3c1a2e4d',
  status: 5,
  started_at: '2025-04-01T00:00:00Z',
  ended_at: null,
  minutes_used: 12,
  summary: null,
};

describe('query keys are the agreed names', () => {
  it.each([
    [userDataQuery(), ['userData']],
    [userDataNameQuery(), ['userDataName']],
    [priorSessionsQuery(), ['priorSessions']],
    [lastSessionQuery(), ['lastSession']],
    [remainingMinutesQuery(), ['remainingMinutes']],
    [activeSubscriptionQuery(), ['activeSubscription']],
    [categoriesQuery(), ['categories']],
    [categoriesQuery('anxiety'), ['categories', 'anxiety']],
    [questionnaireDataQuery('phq-9'), ['questionnaireData', 'phq-9']],
    [questionnaireTestDataQuery('phq-9'), ['questionnaireTestData', 'phq-9']],
    [remainingSessionsQuery(), ['remainingSessions']],
    [clientConfigQuery(), ['clientConfig']],
  ])('%#: %j', (options, key) => {
    expect(options.queryKey).toEqual(key);
  });
});

describe('query functions call their contract route and give camelCase data', () => {
  it('userData: GET /api/users/me/', async () => {
    reply(200, wireUser);
    const user = await freshClient().fetchQuery(userDataQuery());
    expect(requests).toEqual([{ method: 'GET', url: '/api/users/me/', body: undefined }]);
    expect(user).toEqual({
      uid: 'u1',
      email: 'a@example.com',
      name: 'Ada',
      createdAt: '2025-04-01T00:00:00Z',
      disclaimerAcceptedAt: null,
    });
  });

  it('userDataName: the name alone', async () => {
    reply(200, { name: 'Ada' });
    await expect(freshClient().fetchQuery(userDataNameQuery())).resolves.toBe('Ada');
    expect(requests[0]?.url).toBe('/api/users/me/name');
  });

  it('lastSession: the session, or null for a user who never chatted', async () => {
    reply(200, { session: wireSession });
    const session = await freshClient().fetchQuery(lastSessionQuery());
    expect(session).toMatchObject({ status: 5, minutesUsed: 12 });
    expect(requests[0]?.url).toBe('/api/users/me/last-session');
    reply(200, { session: null });
    await expect(freshClient().fetchQuery(lastSessionQuery())).resolves.toBeNull();
  });

  it('priorSessions, remainingMinutes, remainingSessions, activeSubscription', async () => {
    reply(200, { sessions: [wireSession] });
    await expect(freshClient().fetchQuery(priorSessionsQuery())).resolves.toEqual([
      expect.objectContaining({ minutesUsed: 12 }),
    ]);
    reply(200, { remaining_minutes: 29, remaining_seconds: 1790 });
    await expect(freshClient().fetchQuery(remainingMinutesQuery())).resolves.toEqual({
      remainingMinutes: 29,
      remainingSeconds: 1790,
    });
    reply(200, { remaining_sessions: 3 });
    await expect(freshClient().fetchQuery(remainingSessionsQuery())).resolves.toBe(3);
    reply(200, { subscription: null });
    await expect(freshClient().fetchQuery(activeSubscriptionQuery())).resolves.toBeNull();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/users/me/prior-sessions',
      '/api/users/me/remaining-minutes',
      '/api/users/me/remaining-sessions',
      '/api/users/me/subscription',
    ]);
  });

  it('categories with an id keeps only that category', async () => {
    reply(200, {
      categories: [
        { id: 'anxiety', title: 'Anxiety' },
        { id: 'depression', title: 'Depression' },
      ],
      tests: [
        {
          id: 'gad-7',
          category: 'anxiety',
          title: 'GAD-7',
          short_description: 'd',
          item_count: 7,
          minutes_to_complete: 2,
        },
        {
          id: 'phq-9',
          category: 'depression',
          title: 'PHQ-9',
          short_description: 'd',
          item_count: 9,
          minutes_to_complete: 3,
        },
      ],
    });
    const all = await freshClient().fetchQuery(categoriesQuery());
    expect(all.tests).toHaveLength(2);
    const anxiety = await freshClient().fetchQuery(categoriesQuery('anxiety'));
    expect(anxiety.categories.map((category) => category.id)).toEqual(['anxiety']);
    expect(anxiety.tests).toEqual([expect.objectContaining({ id: 'gad-7', itemCount: 7 })]);
    expect(requests.map((request) => request.url)).toEqual(['/api/ptests/?lang=en', '/api/ptests/?lang=en']);
  });

  it('questionnaireData and questionnaireTestData put the id in the path', async () => {
    reply(200, {
      questions: [{ id: 'q1', position: 1, text: 'Little interest', options: [{ value: 0, label: 'Not at all' }] }],
    });
    await expect(freshClient().fetchQuery(questionnaireTestDataQuery('phq-9'))).resolves.toEqual([
      { id: 'q1', position: 1, text: 'Little interest', options: [{ value: 0, label: 'Not at all' }] },
    ]);
    reply(404, { message: 'No questionnaire phq-99.' });
    await expect(freshClient().fetchQuery(questionnaireDataQuery('phq-99'))).rejects.toMatchObject({
      status: 404,
      message: 'No questionnaire phq-99.',
    });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/ptests/phq-9/questions?lang=en',
      '/api/ptests/phq-99/info?lang=en',
    ]);
  });

  it('ask for the questionnaires in French by name, under keys of their own', async () => {
    expect(categoriesQuery(undefined, 'fr-CA').queryKey).toEqual(['categories', { lang: 'fr-CA' }]);
    expect(questionnaireDataQuery('gad-7', 'fr-CA').queryKey).toEqual([
      'questionnaireData',
      'gad-7',
      { lang: 'fr-CA' },
    ]);
    reply(200, { questions: [] });
    await freshClient().fetchQuery(questionnaireTestDataQuery('gad-7', 'fr-CA'));
    reply(200, { categories: [], tests: [] });
    await freshClient().fetchQuery(categoriesQuery(undefined, 'fr-CA'));
    expect(requests.map((request) => request.url)).toEqual([
      '/api/ptests/gad-7/questions?lang=fr-CA',
      '/api/ptests/?lang=fr-CA',
    ]);
  });

  it('a failed query rejects with an ApiError', async () => {
    reply(401, { message: 'Sign in again.' });
    await expect(freshClient().fetchQuery(userDataQuery())).rejects.toBeInstanceOf(ApiError);
  });
});

describe('createProfile', () => {
  it('POSTs { uid, email } to /api/users/me/ and returns the user, on 201 and on 200', async () => {
    for (const status of [201, 200]) {
      reply(status, wireUser);
      await expect(createProfile({ uid: 'u1', email: 'a@example.com' })).resolves.toMatchObject({ uid: 'u1' });
    }
    expect(requests).toEqual([
      { method: 'POST', url: '/api/users/me/', body: { uid: 'u1', email: 'a@example.com' } },
      { method: 'POST', url: '/api/users/me/', body: { uid: 'u1', email: 'a@example.com' } },
    ]);
  });

  it('rejects with the server’s message on 403', async () => {
    reply(403, { message: 'The uid does not match your sign-in.' });
    await expect(createProfile({ uid: 'u2', email: 'a@example.com' })).rejects.toMatchObject({
      status: 403,
      message: 'The uid does not match your sign-in.',
    });
  });

  it('is typed with the contract’s camelCase shapes', () => {
    expectTypeOf(createProfile).returns.resolves.toEqualTypeOf<User>();
  });
});
