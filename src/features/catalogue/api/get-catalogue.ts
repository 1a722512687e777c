import { requestApi, gatewayEndpoint } from '../../../lib/api-client';

const providers = gatewayEndpoint<'providers'>('GET', 'api/Provider');
const providerSettings = gatewayEndpoint<'providerSettings'>('GET', 'api/ProviderSettings');
const faq = gatewayEndpoint<'faq'>('GET', 'api/FAQ');
const availableLoanTypes = gatewayEndpoint<'availableLoanTypes'>('GET', 'api/AvailableLoanType');
const testimonials = gatewayEndpoint<'testimonials'>('GET', 'api/Testimonial');
const organizations = gatewayEndpoint<'organizations'>('GET', 'api/Organization');

export const getProviders = async () => (await requestApi(providers)).responseData.items;
export const getProviderSettings = async () => (await requestApi(providerSettings)).responseData.items;
export const getApprovedFaqs = async () =>
  (await requestApi(faq, { query: { IsApproved: true } })).responseData.items;
export const getAvailableLoanTypes = async () => (await requestApi(availableLoanTypes)).responseData.items;
export const getTestimonials = async () => (await requestApi(testimonials)).responseData.items;
/**
 * docs/requirements.md#organization: the list holds every organization; only those with status true
 * are offered.
 */
export const getActiveOrganizations = async () =>
  (await requestApi(organizations)).responseData.items.filter((org) => org.status === true);
