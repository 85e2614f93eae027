import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteSafetyPlanMutation, safetyPlanQuery, saveSafetyPlanMutation } from './safety-plan';

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
      return answer.status === 204
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(answer.body), {
            status: answer.status,
            headers: { 'content-type': 'application/json' },
          });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const wireSections = {
  warning_signs: ['I stop answering messages'],
  coping_strategies: [],
  distractions: [],
  help_contacts: [{ name: 'Rosa', phone: '416-555-0199' }],
  professional_contacts: [],
  safer_surroundings: [],
};
const wirePlan = { ...wireSections, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-02T10:00:00.000Z' };

describe('the safety plan queries', () => {
  it('reads GET /api/users/me/safety-plan under the key safetyPlan, in camelCase; null without a plan', async () => {
    expect(safetyPlanQuery().queryKey).toEqual(['safetyPlan']);
    answer = { status: 200, body: { plan: wirePlan } };
    await expect(client().fetchQuery(safetyPlanQuery())).resolves.toMatchObject({
      warningSigns: ['I stop answering messages'],
      helpContacts: [{ name: 'Rosa', phone: '416-555-0199' }],
      updatedAt: '2026-01-02T10:00:00.000Z',
    });
    answer = { status: 200, body: { plan: null } };
    await expect(client().fetchQuery(safetyPlanQuery())).resolves.toBeNull();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/users/me/safety-plan',
      'GET /api/users/me/safety-plan',
    ]);
  });

  it('saves with PUT in snake_case and deletes with DELETE; a refusal rejects with the server’s words', async () => {
    const queries = client();
    const save = new MutationObserver(queries, saveSafetyPlanMutation());
    answer = { status: 200, body: { plan: wirePlan } };
    const sections = {
      warningSigns: ['I stop answering messages'],
      copingStrategies: [],
      distractions: [],
      helpContacts: [{ name: 'Rosa', phone: '416-555-0199' }],
      professionalContacts: [],
      saferSurroundings: [],
    };
    await expect(save.mutate(sections)).resolves.toMatchObject({ createdAt: '2026-01-01T10:00:00.000Z' });
    expect(requests.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/users/me/safety-plan',
      body: wireSections,
    });

    answer = { status: 400, body: { message: 'warning_signs: must have at most 10 items' } };
    await expect(save.mutate(sections)).rejects.toMatchObject({ message: 'warning_signs: must have at most 10 items' });

    answer = { status: 204, body: null };
    await new MutationObserver(queries, deleteSafetyPlanMutation()).mutate();
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/users/me/safety-plan' });
  });
});
