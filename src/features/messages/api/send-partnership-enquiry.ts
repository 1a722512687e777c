import type { PartnerRequest } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'createPartnership'> = 'api/Partner/create';

export const sendPartnershipEnquiry = async (enquiry: PartnerRequest): Promise<void> => {
  await api.post<Record<string, never>>(path, enquiry);
};
