import type { ContactRequest, FeedbackRequest, PartnerRequest } from '@lendbridge/contract';
import { api, contractCall } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const feedback = gatewayEndpoint<'createFeedback'>('POST', 'api/Feedback/create');
const contact = gatewayEndpoint<'contact'>('POST', 'api/Contact');
const partnership = gatewayEndpoint<'createPartnership'>('POST', 'api/Partner/create');

/**
 * The `feedback` slice's calls (docs/requirements.md#slice-names), with the site's other messages:
 * the contact form and a partnership enquiry. Whether feedback was received is the plain
 * `feedback` slice's (feedback-slice.ts), which the footer reads on every page.
 */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * docs/requirements.md#feedback-payload: the message travels as `comment`. A logged-in person's
     * token goes along as usual.
     */
    sendFeedback: build.mutation({
      ...contractCall(
        feedback,
        (request: FeedbackRequest) => ({ body: request }),
        () => undefined,
      ),
    }),
    sendContactMessage: build.mutation({
      ...contractCall(
        contact,
        (request: ContactRequest) => ({ body: request }),
        () => undefined,
      ),
    }),
    sendPartnershipEnquiry: build.mutation({
      ...contractCall(
        partnership,
        (request: PartnerRequest) => ({ body: request }),
        () => undefined,
      ),
    }),
  }),
});

export const { useSendContactMessageMutation, useSendPartnershipEnquiryMutation } = feedbackApi;
