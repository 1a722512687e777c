import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema';
import { hasForbiddenCharacters } from '@lendbridge/contract';
import { isConnectionFailure } from '../db/database';
import { DomainError, type RefusalKind } from '../errors/domain-errors';
import { failure } from './envelope';

/** The one translation of the domains' refusals into HTTP statuses. */
const STATUS_OF: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  refused: 409,
  mismatch: 422,
};

export interface HttpErrorDetails {
  /** A machine-readable reason the client acts on (e.g. invalid_grant). */
  error?: string;
  /** The request field the message is about. */
  field?: string;
  headers?: Record<string, string>;
}

/**
 * An HTTP-level refusal whose message is meant for the person using the product: a rate limit, a
 * missing or ended session. Domain code throws the errors of server/src/errors instead.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: HttpErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A request that failed its schema, with the field it is about. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly field: string | undefined,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

export const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';
export const DATABASE_UNAVAILABLE =
  'The service is temporarily unavailable. Nothing was changed; please try again in a moment.';

const PLACES: Record<SchemaErrorDataVar, string> = {
  body: 'field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

const items = (count: unknown) => (count === 1 ? '1 item' : `${String(count)} items`);

function humanRule(
  keyword: string,
  params: Record<string, unknown>,
  fallback: string | undefined,
  data: unknown,
): string {
  switch (keyword) {
    case 'format':
      return params.format === 'email'
        ? 'must be a valid email address'
        : `must be a valid ${String(params.format)}`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'pattern':
      if (typeof data === 'string' && hasForbiddenCharacters(data)) {
        return 'must not contain control characters or text-direction marks';
      }
      if (typeof data === 'string' && /[\t\r\n]/.test(data)) return 'must be a single line';
      // `\S` is how the contract says "not only spaces".
      return String(params.pattern).endsWith('(?:\\S)')
        ? 'must not be blank'
        : 'is not in the expected format';
    case 'minItems':
      return `must list at least ${items(params.limit)}`;
    case 'maxItems':
      return `must list at most ${items(params.limit)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return params.allowedValue === true
        ? 'must be accepted'
        : `must be ${JSON.stringify(params.allowedValue)}`;
    case 'type':
      return `must be ${String(params.type)}`;
    default:
      return fallback ?? 'is not valid';
  }
}

/**
 * Turns Ajv's first complaint into one sentence that names the offending field, e.g.
 * "Unknown query parameter 'foo'" or "The query parameter 'IsApproved' must be boolean".
 */
export function describeValidationError(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): ValidationError {
  const [first] = errors;
  if (!first) return new ValidationError('The request is not valid', undefined);
  const place = PLACES[dataVar];
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath
    .split('/')
    .filter((part) => part !== '')
    .join('.');
  if (first.keyword === 'additionalProperties') {
    const extra = path ? `${path}.${String(params.additionalProperty)}` : String(params.additionalProperty);
    return new ValidationError(`Unknown ${place} '${extra}'`, extra);
  }
  if (first.keyword === 'required') {
    const missing = path ? `${path}.${String(params.missingProperty)}` : String(params.missingProperty);
    return new ValidationError(`The ${place} '${missing}' is required`, missing);
  }
  if (!path) {
    const what = dataVar === 'body' ? 'request body' : `${place}s`;
    return new ValidationError(`The ${what} ${first.message ?? 'is not valid'}`, undefined);
  }
  return new ValidationError(
    `The ${place} '${path}' ${humanRule(first.keyword, params, first.message, (first as { data?: unknown }).data)}`,
    path,
  );
}

/**
 * The one error handler: 4xx answers keep their message, anything else is logged in full and
 * answered with a generic sentence so no stack, SQL or file path ever leaves the server.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      return reply
        .status(STATUS_OF[error.kind])
        .send(failure(error.message, { error: error.details.reason, field: error.details.field }));
    }
    const status = error.statusCode ?? 500;
    if (error instanceof ValidationError || ('validation' in error && error.validation)) {
      const field = error instanceof ValidationError ? error.field : undefined;
      return reply.status(400).send(failure(error.message, { field }));
    }
    if (error instanceof HttpError) {
      if (error.details.headers) reply.headers(error.details.headers);
      return reply
        .status(error.statusCode)
        .send(failure(error.message, { error: error.details.error, field: error.details.field }));
    }
    if (status >= 400 && status < 500) {
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply
          .status(415)
          .send(failure('Send the request body as JSON (Content-Type: application/json)'));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError') {
        return reply.status(400).send(failure('The request body is not valid JSON'));
      }
      return reply.status(status).send(failure(error.message));
    }
    if (isConnectionFailure(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(failure(DATABASE_UNAVAILABLE, { error: 'unavailable' }));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(GENERIC_FAILURE));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(`No route matches ${request.method} ${request.url.split('?')[0]}`));
  });
}
