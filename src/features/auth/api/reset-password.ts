import type { ResetPasswordRequest } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'resetPassword'> = 'api/Account/ResetPassword';

export const resetPassword = async (request: ResetPasswordRequest): Promise<void> => {
  await api.post<Record<string, never>>(path, request);
};
