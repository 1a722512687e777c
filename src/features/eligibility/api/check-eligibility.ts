import type { EligibilityOutcome, EligibilityRequest } from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'checkEligibility'>('POST', 'api/Eligibility/checkeligibility');

export interface EligibilityAnswer {
  /** The gateway's requestSuccessful, which mirrors the outcome's `eligible`. */
  eligible: boolean;
  /** "You are eligible for offers from …", or the human reason for not being eligible. */
  message: string;
  outcome: EligibilityOutcome;
}

/**
 * Both decisions are HTTP 200; only bad input, an unknown loan type or organization and the
 * rate limit fail (and reject with an ApiError naming the field where there is one).
 */
export async function checkEligibility(request: EligibilityRequest): Promise<EligibilityAnswer> {
  const envelope = await requestApi(endpoint, { body: request });
  return {
    eligible: envelope.requestSuccessful && envelope.responseData.eligible,
    message: envelope.message,
    outcome: envelope.responseData,
  };
}
