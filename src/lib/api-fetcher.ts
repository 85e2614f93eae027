import type { ApiFetcher, ApiFetcherArgs } from '@ts-rest/core';
import { toCamelCase, toSnakeCase } from '../contract/case';
import { hasStoredUser } from './cookies';
import { getTrackingEventId } from './tracking';

// The ts-rest fetcher that does what every call needs: the Firebase ID token, a helper's
// extra headers, X-Event-ID, snake_case bodies out and camelCase bodies in. It never throws for an HTTP status:
// ts-rest returns { status, body } and `unwrap` (api-errors.ts) turns failures into messages.

/** Gives the current user's Firebase ID token, or null when signed out. `forceRefresh` asks for a fresh one. */
export type IdTokenProvider = (forceRefresh: boolean) => Promise<string | null>;
export type ExtraHeadersProvider = () => Record<string, string>;

// Registered at run time by the auth layer, so src/lib never imports Firebase or a feature.
let idTokenProvider: IdTokenProvider | null = null;
let extraHeadersProvider: ExtraHeadersProvider | null = null;

// Resolved when the auth layer registers its provider. A signed-in page's first requests can leave before Firebase
// has loaded (it loads lazily, decision 006): they wait for it rather than going out without a token.
let markProviderSet: () => void = () => undefined;
const providerSet = new Promise<void>((resolve) => {
  markProviderSet = resolve;
});
const PROVIDER_WAIT_MS = 15_000;

export function setIdTokenProvider(provider: IdTokenProvider | null): void {
  idTokenProvider = provider;
  if (provider) markProviderSet();
}

async function currentProvider(): Promise<IdTokenProvider | null> {
  if (idTokenProvider || typeof document === 'undefined' || !hasStoredUser()) return idTokenProvider;
  await Promise.race([providerSet, new Promise((resolve) => setTimeout(resolve, PROVIDER_WAIT_MS))]);
  return idTokenProvider;
}

export function setExtraHeadersProvider(provider: ExtraHeadersProvider | null): void {
  extraHeadersProvider = provider;
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${error.name} (${code})` : error.name;
  }
  return typeof error;
}

// A failed read is logged (by kind only: never token text) and a fresh token requested.
async function readIdToken(forceRefresh: boolean): Promise<string | null> {
  const provider = await currentProvider();
  if (!provider) return null;
  try {
    return await provider(forceRefresh);
  } catch (error) {
    console.warn(`Reading the ID token failed: ${describeFailure(error)}. Requesting a fresh one.`);
  }
  try {
    return await provider(true);
  } catch (error) {
    console.warn(`A fresh ID token could not be read either: ${describeFailure(error)}. Sending without one.`);
    return null;
  }
}

// A route the auth layer itself needs before it can give a token (the client config) is marked in the contract.
function sendsWithoutIdToken(args: ApiFetcherArgs): boolean {
  const metadata = args.route.metadata as { withoutIdToken?: boolean } | undefined;
  return metadata?.withoutIdToken === true;
}

function requestHeaders(base: Record<string, string>, idToken: string | null): Record<string, string> {
  const headers: Record<string, string> = { ...base };
  for (const [name, value] of Object.entries(extraHeadersProvider?.() ?? {})) headers[name.toLowerCase()] = value;
  if (idToken) headers.authorization = `Bearer ${idToken}`;
  const eventId = getTrackingEventId();
  if (eventId) headers['x-event-id'] = eventId;
  return headers;
}

function requestBody(args: ApiFetcherArgs): BodyInit | undefined {
  if (args.contentType === 'application/json') return JSON.stringify(toSnakeCase(args.rawBody));
  return args.body ?? undefined;
}

async function responseBody(response: Response): Promise<unknown> {
  // A 204 answer has no body: there is nothing to parse or convert.
  if (response.status === 204) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (contentType.includes('json')) {
    if (text === '') return undefined;
    try {
      return toCamelCase(JSON.parse(text));
    } catch {
      // A proxy or a crashed server may label an error page as JSON: keep the text so the status still counts.
      return text;
    }
  }
  return text === '' ? undefined : text;
}

/** One request as every call sends it: the ID token unless told not to, a helper's headers, X-Event-ID. */
export interface WireRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  fetchOptions?: RequestInit;
  /** Sent without the user's ID token (and without waiting for the sign-in code to give one). */
  withoutIdToken?: boolean;
}

/** Sends a request and answers { status, body (camelCase), headers }; never throws for an HTTP status. */
export async function sendWire(request: WireRequest) {
  const send = async (forceRefresh: boolean) => {
    const idToken = request.withoutIdToken ? null : await readIdToken(forceRefresh);
    const response = await fetch(request.path, {
      ...request.fetchOptions,
      method: request.method,
      headers: requestHeaders(request.headers, idToken),
      body: request.body,
    });
    return { response, sentToken: idToken !== null };
  };

  let { response, sentToken } = await send(false);
  // A 401 to a request that carried a token means the token was expired or revoked under us: the server refused
  // before doing anything, so one retry with a fresh token is safe even for a POST.
  if (response.status === 401 && sentToken) ({ response } = await send(true));

  return { status: response.status, body: await responseBody(response), headers: response.headers };
}

export const caseAwareFetcher: ApiFetcher = (args) =>
  sendWire({
    path: args.path,
    method: args.method,
    headers: args.headers,
    body: requestBody(args),
    fetchOptions: args.fetchOptions,
    withoutIdToken: sendsWithoutIdToken(args),
  });
