import {
  ErrorEnvelope,
  type BodyOf,
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
}>;

export type ContractHandler<R extends RouteContract> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<ResponseOf<R>>;

/**
 * Mounts a route exactly as the contract defines it: the same schemas validate the request,
 * serialize the answer and describe the route in the OpenAPI document.
 */
export function contractRoute<R extends RouteContract>(
  app: BaseApp,
  contract: R,
  handler: ContractHandler<R>,
): void {
  app.route({
    method: contract.method,
    url: contract.url,
    schema: {
      summary: contract.summary,
      ...(contract.querystring ? { querystring: contract.querystring } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { 200: contract.response, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
