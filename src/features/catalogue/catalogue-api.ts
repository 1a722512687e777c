import { api, contractCall } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const faq = gatewayEndpoint<'faq'>('GET', 'api/FAQ');
const testimonials = gatewayEndpoint<'testimonials'>('GET', 'api/Testimonial');
const organizations = gatewayEndpoint<'organizations'>('GET', 'api/Organization');

/** The site's other public lists, beside the providers slice's: FAQs, testimonials, organisations. */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFaqs: build.query({
      ...contractCall(
        faq,
        (_: void) => ({ query: { IsApproved: true } }),
        (envelope) => envelope.responseData.items,
      ),
    }),
    getTestimonials: build.query({
      ...contractCall(
        testimonials,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items,
      ),
    }),
    /**
     * docs/requirements.md#organization: the list holds every organization; only those with status
     * true are offered.
     */
    getOrganizations: build.query({
      ...contractCall(
        organizations,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items.filter((org) => org.status === true),
      ),
    }),
  }),
});
