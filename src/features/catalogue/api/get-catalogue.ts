import type {
  Faq,
  GatewayRoutes,
  LoanType,
  Organization,
  Provider,
  ProviderSetting,
  Testimonial,
} from '@lendbridge/contract';
import { api } from '../../../lib/api-client';

/**
 * Paths are checked against the contract at compile time: if a route moves there, this stops
 * compiling instead of calling a URL that no longer exists. (Partial, because the contract also
 * holds other features' routes.)
 */
const paths = {
  providers: 'api/Provider',
  providerSettings: 'api/ProviderSettings',
  faq: 'api/FAQ',
  availableLoanTypes: 'api/AvailableLoanType',
  testimonials: 'api/Testimonial',
  organizations: 'api/Organization',
} satisfies Partial<{
  [K in keyof GatewayRoutes]: GatewayRoutes[K]['url'] extends `/${infer P}` ? P : never;
}>;

const items = async <T>(url: string, query?: object): Promise<T[]> =>
  (await api.get<{ items: T[] }>(url, query)).responseData.items;

export const getProviders = () => items<Provider>(paths.providers);
export const getProviderSettings = () => items<ProviderSetting>(paths.providerSettings);
export const getApprovedFaqs = () => items<Faq>(paths.faq, { IsApproved: true });
export const getAvailableLoanTypes = () => items<LoanType>(paths.availableLoanTypes);
export const getTestimonials = () => items<Testimonial>(paths.testimonials);
/** SPEC.md §7: the list holds every organization; only those with status true are offered. */
export const getActiveOrganizations = async () =>
  (await items<Organization>(paths.organizations)).filter((org) => org.status === true);
