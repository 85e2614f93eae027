import { initClient } from '@ts-rest/core';
import { contract } from '../contract/contract';
import { caseAwareFetcher } from './api-fetcher';

export { setExtraHeadersProvider, setIdTokenProvider } from './api-fetcher';
export type { ExtraHeadersProvider, IdTokenProvider } from './api-fetcher';

// Same origin: the server serves the SPA and /api together (Vite proxies /api in development).
export const apiClient = initClient(contract, {
  baseUrl: '',
  api: caseAwareFetcher,
  // Statuses outside the contract (a proxy's 502) come back as { status, body } for `unwrap` to explain.
  throwOnUnknownStatus: false,
});

export type ApiClient = typeof apiClient;
