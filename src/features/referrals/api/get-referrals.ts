import type { Referral } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'referrals'>('GET', 'api/Refer');

/** The logged-in person's invitations, newest first. */
export const getReferrals = async (): Promise<Referral[]> => (await callApi(endpoint)).responseData.items;
