// Turns failed API answers into the messages users see. Pure: no fetch, no DOM.

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

// Joins the values of a 400/409 body: { email: 'is taken', name: ['too long', 'has digits'] } reads
// "is taken, too long, has digits".
export const JOINED_VALUES_SEPARATOR = ', ';

export class ApiError extends Error {
  override name = 'ApiError';
  /** The HTTP status; undefined when no response came at all. */
  status?: number;
  body?: unknown;

  constructor(message: string, options: { status?: number; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.body = options.body;
  }
}

export function isSuccessStatus(status: number): status is 200 | 201 | 204 {
  return status === 200 || status === 201 || status === 204;
}

function flattenValues(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(flattenValues);
  if (typeof value === 'object') return Object.values(value).flatMap(flattenValues);
  const text = String(value).trim();
  return text === '' ? [] : [text];
}

/** The message for an error response with this status and (already parsed) body. */
export function errorMessageFor(status: number, body: unknown): string {
  if (status === 400 || status === 409) {
    if (typeof body === 'string') return body.trim() || DEFAULT_ERROR_MESSAGE;
    if (body !== null && typeof body === 'object') {
      return flattenValues(body).join(JOINED_VALUES_SEPARATOR) || DEFAULT_ERROR_MESSAGE;
    }
    return DEFAULT_ERROR_MESSAGE;
  }
  if (body !== null && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return DEFAULT_ERROR_MESSAGE;
}

/** An ApiError for an error response. */
export function apiErrorFromResponse(response: { status: number; body: unknown }): ApiError {
  return new ApiError(errorMessageFor(response.status, response.body), {
    status: response.status,
    body: response.body,
  });
}

/** An ApiError for a request that got no response at all (network down, CORS, aborted): the error's own message. */
export function apiErrorFromThrown(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGE;
  return new ApiError(message, { cause: error });
}

type SuccessOf<R> = Extract<R, { status: 200 | 201 | 204 }>;

/**
 * The body of a successful ts-rest response, or an ApiError thrown with the user-facing message. For query and
 * mutation functions: `queryFn: () => unwrap(apiClient.users.me())`.
 */
export async function unwrap<R extends { status: number; body: unknown }>(
  request: Promise<R>,
): Promise<SuccessOf<R>['body']> {
  let response: R;
  try {
    response = await request;
  } catch (error) {
    throw apiErrorFromThrown(error);
  }
  if (isSuccessStatus(response.status)) return response.body as SuccessOf<R>['body'];
  throw apiErrorFromResponse(response);
}
