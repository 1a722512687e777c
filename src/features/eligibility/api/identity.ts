import type {
  IdentityProof,
  RequestIdentityCodeRequest,
  VerifyIdentityCodeRequest,
} from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const requestPath: ContractPath<'requestIdentityCode'> = 'api/Identity/request_code';
const verifyPath: ContractPath<'verifyIdentityCode'> = 'api/Identity/verify_code';
const bindPath: ContractPath<'bindIdentity'> = 'api/Identity/bind';

/** Emails a code to the roster's contact; answers the gateway's message, the same for any number. */
export async function requestIdentityCode(request: RequestIdentityCodeRequest): Promise<string> {
  return (await api.post<Record<string, never>>(requestPath, request)).message;
}

/** A right code answers the proof this tab keeps; a logged-in caller is bound at once. */
export async function verifyIdentityCode(request: VerifyIdentityCodeRequest): Promise<IdentityProof> {
  return (await api.post<IdentityProof>(verifyPath, request)).responseData;
}

/** Binds the roster entry proven in this tab to the account just logged in to. */
export async function bindIdentity(proofToken: string): Promise<string> {
  return (await api.post<Record<string, never>>(bindPath, { proofToken })).message;
}
