import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema';
import { failure } from './envelope';

/** An error whose message is meant for the person using the product. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';

const PLACES: Record<SchemaErrorDataVar, string> = {
  body: 'field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

/**
 * Turns Ajv's first complaint into one sentence that names the offending field, e.g.
 * "Unknown query parameter 'foo'" or "'IsApproved' must be boolean".
 */
export function describeValidationError(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): string {
  const [first] = errors;
  if (!first) return 'The request is not valid';
  const place = PLACES[dataVar];
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath
    .split('/')
    .filter((part) => part !== '')
    .join('.');
  if (first.keyword === 'additionalProperties') {
    const extra = String(params.additionalProperty);
    return `Unknown ${place} '${path ? `${path}.${extra}` : extra}'`;
  }
  if (first.keyword === 'required') {
    const missing = String(params.missingProperty);
    return `The ${place} '${path ? `${path}.${missing}` : missing}' is required`;
  }
  if (!path)
    return `The ${dataVar === 'body' ? 'request body' : place + 's'} ${first.message ?? 'is not valid'}`;
  return `The ${place} '${path}' ${first.message ?? 'is not valid'}`;
}

/**
 * The one error handler: 4xx answers keep their message, anything else is logged in full and
 * answered with a generic sentence so no stack, SQL or file path ever leaves the server.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error.validation) {
      return reply.status(400).send(failure(error.message));
    }
    if (status >= 400 && status < 500) {
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError') {
        return reply.status(400).send(failure('The request body is not valid JSON'));
      }
      return reply.status(status).send(failure(error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(GENERIC_FAILURE));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(`No route matches ${request.method} ${request.url.split('?')[0]}`));
  });
}
