import type { Disclosure } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'disclosures'>('GET', 'api/LoanTransaction/disclosures');

/** What lenders were given about the logged-in borrower, newest first. */
export const getDisclosures = async (): Promise<Disclosure[]> => (await callApi(endpoint)).responseData.items;
