import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_RATE_LIMIT_MESSAGE } from '../../contract/support';
import { ApiError } from '../api-errors';
import { sendSupportMessage, sendSupportMessageMutation } from './support';

const requests: Array<{ method: string; url: string; body: unknown }> = [];
let answer: { status: number; body: unknown } = { status: 201, body: {} };

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ method: init.method ?? 'GET', url: String(url), body: JSON.parse(String(init.body)) });
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

const message = { name: 'Ada', email: 'ada@example.com', topic: 'billing', message: 'I was charged twice.' } as const;
const receipt = { id: '9b2f6f0e-1d5c-4c33-9d2a-0b8f3c1a2e4d', received_at: '2025-04-01T10:00:00.000Z' };

describe('sendSupportMessage', () => {
  it('POSTs the form to /api/support/contact and gives the receipt in camelCase', async () => {
    answer = { status: 201, body: receipt };
    await expect(sendSupportMessage(message)).resolves.toEqual({ id: receipt.id, receivedAt: receipt.received_at });
    expect(requests).toEqual([{ method: 'POST', url: '/api/support/contact', body: message }]);
  });

  it.each([
    [429, SUPPORT_RATE_LIMIT_MESSAGE],
    [400, 'message: String must contain at least 10 character(s)'],
  ])('rejects a %i with the server’s own sentence', async (status, sentence) => {
    answer = { status, body: { message: sentence } };
    const failure = sendSupportMessage(message);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status, message: sentence });
  });
});

describe('sendSupportMessageMutation', () => {
  it('sends once and never retries: a retry could store the message twice and use up the rate limit', async () => {
    answer = { status: 429, body: { message: SUPPORT_RATE_LIMIT_MESSAGE } };
    const observer = new MutationObserver(new QueryClient(), sendSupportMessageMutation());
    await expect(observer.mutate(message)).rejects.toMatchObject({ message: SUPPORT_RATE_LIMIT_MESSAGE });
    expect(requests).toHaveLength(1);
    expect(sendSupportMessageMutation().mutationKey).toEqual(['supportContact']);
  });
});
