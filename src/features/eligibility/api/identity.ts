import type {
  IdentityProof,
  RequestIdentityCodeRequest,
  VerifyIdentityCodeRequest,
} from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';

const requestCode = gatewayEndpoint<'requestIdentityCode'>('POST', 'api/Identity/request_code');
const verifyCode = gatewayEndpoint<'verifyIdentityCode'>('POST', 'api/Identity/verify_code');
const bind = gatewayEndpoint<'bindIdentity'>('POST', 'api/Identity/bind');

/** Emails a code to the roster's contact; answers the gateway's message, the same for any number. */
export async function requestIdentityCode(request: RequestIdentityCodeRequest): Promise<string> {
  return (await requestApi(requestCode, { body: request })).message;
}

/** A right code answers the proof this tab keeps; a logged-in caller is bound at once. */
export async function verifyIdentityCode(request: VerifyIdentityCodeRequest): Promise<IdentityProof> {
  return (await requestApi(verifyCode, { body: request })).responseData;
}

/** Binds the roster entry proven in this tab to the account just logged in to. */
export async function bindIdentity(proofToken: string): Promise<string> {
  return (await requestApi(bind, { body: { proofToken } })).message;
}
