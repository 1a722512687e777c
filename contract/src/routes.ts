import { type Static, type TSchema } from '@sinclair/typebox';
import {
  Faq,
  FaqQuery,
  LoanType,
  NoQuery,
  Organization,
  Provider,
  ProviderSetting,
  Testimonial,
} from './catalogue';
import { ListEnvelope } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteContract {
  method: HttpMethod;
  /** Path as the server mounts it; clients send it relative to the service's base URL. */
  url: string;
  summary: string;
  querystring?: TSchema;
  params?: TSchema;
  body?: TSchema;
  /** The successful answer; failures always use ErrorEnvelope. */
  response: TSchema;
}

/**
 * Every call of SPEC.md §7 that is served today, defined once. The gateway registers its
 * routes from these entries (validation, serialization, OpenAPI); the site derives its
 * request and response types from them.
 */
export const gatewayRoutes = {
  providerSettings: {
    method: 'GET',
    url: '/api/ProviderSettings',
    summary: 'Lending settings of every active provider, per loan type',
    querystring: NoQuery,
    response: ListEnvelope(ProviderSetting),
  },
  faq: {
    method: 'GET',
    url: '/api/FAQ',
    summary: 'Frequently asked questions; IsApproved=true for the published ones',
    querystring: FaqQuery,
    response: ListEnvelope(Faq),
  },
  providers: {
    method: 'GET',
    url: '/api/Provider',
    summary: 'Active loan providers',
    querystring: NoQuery,
    response: ListEnvelope(Provider),
  },
  availableLoanTypes: {
    method: 'GET',
    url: '/api/AvailableLoanType',
    summary: 'Loan types at least one provider offers',
    querystring: NoQuery,
    response: ListEnvelope(LoanType),
  },
  testimonials: {
    method: 'GET',
    url: '/api/Testimonial',
    summary: 'Published borrower testimonials',
    querystring: NoQuery,
    response: ListEnvelope(Testimonial),
  },
  organizations: {
    method: 'GET',
    url: '/api/Organization',
    summary: 'Employers and schools, active or not; clients show those with status true',
    querystring: NoQuery,
    response: ListEnvelope(Organization),
  },
} as const satisfies Record<string, RouteContract>;

export type GatewayRoutes = typeof gatewayRoutes;
export type GatewayRouteName = keyof GatewayRoutes;

type SchemaOf<R, K extends string> = R extends Record<K, infer S extends TSchema> ? Static<S> : never;

export type ResponseOf<R extends RouteContract> = Static<R['response']>;
export type QueryOf<R extends RouteContract> = SchemaOf<R, 'querystring'>;
export type BodyOf<R extends RouteContract> = SchemaOf<R, 'body'>;
export type ParamsOf<R extends RouteContract> = SchemaOf<R, 'params'>;
