import type { FeedbackRequest } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'createFeedback'>('POST', 'api/Feedback/create');

/**
 * docs/requirements.md#feedback-payload: the message travels as `comment`. A logged-in person's
 * token goes along as usual.
 */
export const sendFeedback = async (feedback: FeedbackRequest): Promise<void> => {
  await callApi(endpoint, { body: feedback });
};
