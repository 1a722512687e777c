import type { Referral } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'referrals'> = 'api/Refer';

/** The logged-in person's invitations, newest first. */
export const getReferrals = async (): Promise<Referral[]> =>
  (await api.get<{ items: Referral[] }>(path)).responseData.items;
