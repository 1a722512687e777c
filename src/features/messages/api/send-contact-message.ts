import type { ContactRequest } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'contact'>('POST', 'api/Contact');

export const sendContactMessage = async (contact: ContactRequest): Promise<void> => {
  await callApi(endpoint, { body: contact });
};
