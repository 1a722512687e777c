import type { BodyOf, GatewayRoutes, RegisterResponse } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'register'> = 'api/Account/Register';

export type Registration = BodyOf<GatewayRoutes['register']>;

export const register = async (registration: Registration): Promise<RegisterResponse> =>
  (await api.post<RegisterResponse>(path, registration)).responseData;
