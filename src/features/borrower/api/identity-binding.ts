import type { IdentityBinding, IdentityBindingQuery } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const binding = gatewayEndpoint<'identityBinding'>('GET', 'api/Identity/binding');

/** Whether the logged-in account may check this roster entry without a new code, as the gateway decides. */
export async function getIdentityBinding(query: IdentityBindingQuery): Promise<IdentityBinding> {
  return (await callApi(binding, { query })).responseData;
}
