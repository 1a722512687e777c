import type { ContactRequest } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'contact'> = 'api/Contact';

export const sendContactMessage = async (contact: ContactRequest): Promise<void> => {
  await api.post<Record<string, never>>(path, contact);
};
