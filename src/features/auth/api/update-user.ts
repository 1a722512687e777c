import type { UpdateProfileRequest, User } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'updateUser'> = 'api/User/Update';

/** Sends only the three fields the gateway's allow-list accepts; it answers the saved profile. */
export const updateUser = async (profile: UpdateProfileRequest): Promise<User> =>
  (await api.put<User>(path, profile)).responseData;
