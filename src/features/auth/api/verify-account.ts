import type { VerifyAccountRequest } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'verifyAccount'> = 'api/Account/verifyaccount';

export const verifyAccount = async (request: VerifyAccountRequest): Promise<void> => {
  await api.post<Record<string, never>>(path, request);
};
