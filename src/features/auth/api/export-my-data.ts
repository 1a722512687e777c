import type { PersonalDataExport } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'exportMyData'>('GET', 'api/User/MyData');

/** Everything the gateway holds about the logged-in borrower; it picks whose from the session alone. */
export const exportMyData = (): Promise<PersonalDataExport> => callApi(endpoint);
