import type { UpdateProfileRequest, User } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'updateUser'>('PUT', 'api/User/Update');

/** Sends only the three fields the gateway's allow-list accepts; it answers the saved profile. */
export const updateUser = async (profile: UpdateProfileRequest): Promise<User> =>
  (await callApi(endpoint, { body: profile })).responseData;
