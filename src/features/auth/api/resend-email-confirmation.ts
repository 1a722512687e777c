import type { GatewayRoutes, ParamsOf } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'resendEmailConfirmation'>(
  'GET',
  'api/User/ResendEmailConfirmation/:userId',
);

export const resendEmailConfirmation = async (
  params: ParamsOf<GatewayRoutes['resendEmailConfirmation']>,
): Promise<void> => {
  await callApi(endpoint, { params });
};
