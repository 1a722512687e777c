import type { FeedbackRequest } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'createFeedback'> = 'api/Feedback/create';

/** SPEC.md §3: the message travels as `comment`. A logged-in person's token goes along as usual. */
export const sendFeedback = async (feedback: FeedbackRequest): Promise<void> => {
  await api.post<Record<string, never>>(path, feedback);
};
