import type { GatewayRoutes, ParamsOf, User } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import { fillPath, type ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'getUserByEmail'> = 'api/User/GetUserByEmail/:email';

export const getUserByEmail = async (params: ParamsOf<GatewayRoutes['getUserByEmail']>): Promise<User> =>
  (await api.get<User>(fillPath(path, params))).responseData;
