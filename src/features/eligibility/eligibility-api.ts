import type {
  EligibilityOutcome,
  EligibilityRequest,
  RequestIdentityCodeRequest,
  VerifyIdentityCodeRequest,
} from '@lendbridge/contract';
import { api, contractCall } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const check = gatewayEndpoint<'checkEligibility'>('POST', 'api/Eligibility/checkeligibility');
const requestCode = gatewayEndpoint<'requestIdentityCode'>('POST', 'api/Identity/request_code');
const verifyCode = gatewayEndpoint<'verifyIdentityCode'>('POST', 'api/Identity/verify_code');
const bind = gatewayEndpoint<'bindIdentity'>('POST', 'api/Identity/bind');

export interface EligibilityAnswer {
  /** The gateway's requestSuccessful, which mirrors the outcome's `eligible`. */
  eligible: boolean;
  /** "You are eligible for offers from …", or the human reason for not being eligible. */
  message: string;
  outcome: EligibilityOutcome;
}

/**
 * The `eligibility` slice's calls (docs/requirements.md#slice-names): the check, and proving who
 * one is with a code. The wizard itself is client state, in the plain `eligibility` and
 * `loanApplication` slices, which follow the check's actions (wizard-actions.ts).
 */
export const eligibilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Both decisions are HTTP 200; only bad input, an unknown loan type or organization and the
     * rate limit fail (naming the field where there is one).
     */
    checkEligibility: build.mutation({
      ...contractCall(
        check,
        (request: EligibilityRequest) => ({ body: request }),
        (envelope): EligibilityAnswer => ({
          eligible: envelope.requestSuccessful && envelope.responseData.eligible,
          message: envelope.message,
          outcome: envelope.responseData,
        }),
      ),
    }),
    /** Emails a code to the roster's contact; answers the gateway's message, the same for any number. */
    requestIdentityCode: build.mutation({
      ...contractCall(
        requestCode,
        (request: RequestIdentityCodeRequest) => ({ body: request }),
        (envelope) => envelope.message,
      ),
    }),
    /** A right code answers the proof this tab keeps; a logged-in caller is bound at once. */
    verifyIdentityCode: build.mutation({
      ...contractCall(
        verifyCode,
        (request: VerifyIdentityCodeRequest) => ({ body: request }),
        (envelope) => envelope.responseData,
      ),
    }),
    /** Binds the roster entry proven in this tab to the account just logged in to. */
    bindIdentity: build.mutation({
      ...contractCall(
        bind,
        (proofToken: string) => ({ body: { proofToken } }),
        (envelope) => envelope.message,
      ),
      // The borrower's open offers now include those the check made before they logged in.
      invalidatesTags: ['Offers'],
    }),
  }),
});

export const {
  useCheckEligibilityMutation,
  useRequestIdentityCodeMutation,
  useVerifyIdentityCodeMutation,
  useBindIdentityMutation,
} = eligibilityApi;
