import type { EmailPreferenceRequest } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const preference = gatewayEndpoint<'setEmailPreference'>('POST', 'api/Email/preference');

/** Stops or restarts the kind of email a stop link came with; answers the gateway's words. */
export async function setEmailPreference(request: EmailPreferenceRequest) {
  const answer = await callApi(preference, { body: request });
  return { ...answer.responseData, message: answer.message };
}
