import type { GatewayRoutes, QueryOf } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'forgotPassword'> = 'api/Account/ForgotPassword';

/** SPEC.md §7: a GET whose payload, the email, travels as the query string. */
export const forgotPassword = async (query: QueryOf<GatewayRoutes['forgotPassword']>): Promise<void> => {
  await api.get<Record<string, never>>(path, query);
};
