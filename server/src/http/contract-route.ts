import {
  ErrorEnvelope,
  type BodyOf,
  type HeadersOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteContract,
} from '@lendbridge/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BaseApp } from './create-app';

export type ContractRequest<R extends RouteContract> = FastifyRequest<{
  Querystring: QueryOf<R>;
  Params: ParamsOf<R>;
  Body: BodyOf<R>;
  Headers: HeadersOf<R>;
}>;

export type ContractHandler<R extends RouteContract> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<ResponseOf<R> | FastifyReply>;

export interface ContractRouteOptions {
  /** Runs before the handler on routes the contract marks `auth: true`. */
  authenticate?: (request: FastifyRequest) => Promise<void>;
  /** Runs before the handler on routes the contract marks `auth: 'optional'`: never refuses. */
  identify?: (request: FastifyRequest) => Promise<void>;
}

/**
 * Mounts a route exactly as the contract defines it: the same schemas validate the request,
 * serialize the answer and describe the route in the OpenAPI document.
 */
export function contractRoute<R extends RouteContract>(
  app: BaseApp,
  contract: R,
  handler: ContractHandler<R>,
  options: ContractRouteOptions = {},
): void {
  if (contract.auth === true && !options.authenticate) {
    throw new Error(`${contract.method} ${contract.url} needs an authenticator`);
  }
  if (contract.auth === 'optional' && !options.identify) {
    throw new Error(`${contract.method} ${contract.url} needs an identifier`);
  }
  app.route({
    method: contract.method,
    url: contract.url,
    ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
    schema: {
      summary: contract.summary,
      ...(contract.audience === 'lender' ? { tags: ['Lender workspace'] } : {}),
      ...(contract.audience === 'console' ? { tags: ['Console'] } : {}),
      ...(contract.querystring ? { querystring: contract.querystring } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.auth === true ? { security: [{ bearer: [] }] } : {}),
      // OpenAPI's way to say "a bearer token if you have one".
      ...(contract.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
      response: { 200: contract.response, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope, ...contract.errors },
    },
    ...(contract.auth === true ? { preHandler: options.authenticate } : {}),
    ...(contract.auth === 'optional' ? { preHandler: options.identify } : {}),
    // Personal answers and anything a write returns (tokens included) stay out of every cache.
    ...(contract.auth || contract.method !== 'GET'
      ? {
          onSend: async (_request: FastifyRequest, reply: FastifyReply) =>
            void reply.header('cache-control', 'no-store'),
        }
      : {}),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
