import type { ReferralDetails, ReferResponse } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'createReferral'> = 'api/Refer/create';

/** SPEC.md §3: the details travel under the name referralDetails. */
export const createReferral = async (referralDetails: ReferralDetails): Promise<ReferResponse> =>
  (await api.post<ReferResponse>(path, { referralDetails })).responseData;
