import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'logout'> = 'api/Account/logout';

/**
 * Asks the gateway to revoke the token this call carries. A 401 here only means the token was
 * already dead, which is what logging out wants anyway.
 */
export const logout = async (): Promise<void> => {
  await api.post<Record<string, never>>(path, undefined, { ignoreUnauthorized: true });
};
