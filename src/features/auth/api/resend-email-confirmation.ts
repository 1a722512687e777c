import type { GatewayRoutes, ParamsOf } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import { fillPath, type ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'resendEmailConfirmation'> = 'api/User/ResendEmailConfirmation/:userId';

export const resendEmailConfirmation = async (
  params: ParamsOf<GatewayRoutes['resendEmailConfirmation']>,
): Promise<void> => {
  await api.get<Record<string, never>>(fillPath(path, params));
};
