/**
 * One place that turns every failure into `{ message }`: the contract's request validation (400 naming the field),
 * Fastify's own request errors (bad JSON, wrong content type, body too large), and anything unexpected (500 with the
 * default message, logged; the goal is that none happens).
 */
import { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { validationMessage, type RequestPart } from './validation-message';

export const defaultErrorMessage = 'Something went wrong. Please try again later.';
export const databaseUnavailableMessage =
  'Doro cannot reach its database right now. Nothing was changed; please try again in a moment.';

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request body: is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request body: is empty, but the content type says JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request body: must be sent as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request body: is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request body: its size does not match the Content-Length header.',
  FST_ERR_BAD_URL: 'The address of this request is not valid.',
};

export function validationErrorHandler(error: RequestValidationError, _request: FastifyRequest, reply: FastifyReply) {
  const parts: Array<[ZodError | null, RequestPart]> = [
    [error.pathParams, 'path'],
    [error.headers, 'headers'],
    [error.query, 'query'],
    [error.body, 'body'],
  ];
  const messages = parts.flatMap(([zodError, part]) => (zodError ? [validationMessage(zodError, part)] : []));
  return reply.status(400).send({ message: messages.join('; ') });
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestValidationError) return validationErrorHandler(error, request, reply);

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A parse error from secure-json-parse (invalid JSON, __proto__ poisoning) arrives with status 400 and no code.
    const message =
      fastifyMessages[error.code] ??
      (error instanceof SyntaxError ? fastifyMessages.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
      'This request is not valid.';
    request.log.info({ code: error.code, status }, 'rejected a request');
    // A wrong content type is the client's mistake in the body, like any other validation error.
    return reply.status(status === 415 ? 400 : status).send({ message });
  }

  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'the database is unavailable');
    return reply.status(503).header('retry-after', '5').send({ message: databaseUnavailableMessage });
  }

  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send({ message: defaultErrorMessage });
}
