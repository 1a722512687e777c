import type {
  FaqRequest,
  InstitutionRequest,
  LoanTypeRequest,
  ScholarshipRequest,
  TestimonialRequest,
} from '@lendbridge/contract';
import { api, contractCall, keyed, type Idempotent } from '../../../app/api';
import { gatewayEndpoint } from '../../../lib/api-client';

const faqs = gatewayEndpoint<'consoleFaqs'>('GET', 'api/Console/faqs');
const createFaq = gatewayEndpoint<'consoleCreateFaq'>('POST', 'api/Console/faqs');
const updateFaq = gatewayEndpoint<'consoleUpdateFaq'>('PUT', 'api/Console/faqs/:id');
const deleteFaq = gatewayEndpoint<'consoleDeleteFaq'>('DELETE', 'api/Console/faqs/:id');
const testimonials = gatewayEndpoint<'consoleTestimonials'>('GET', 'api/Console/testimonials');
const updateTestimonial = gatewayEndpoint<'consoleUpdateTestimonial'>('PUT', 'api/Console/testimonials/:id');
const loanTypes = gatewayEndpoint<'consoleLoanTypes'>('GET', 'api/Console/loan-types');
const createLoanType = gatewayEndpoint<'consoleCreateLoanType'>('POST', 'api/Console/loan-types');
const updateLoanType = gatewayEndpoint<'consoleUpdateLoanType'>('PUT', 'api/Console/loan-types/:id');
const institutions = gatewayEndpoint<'consoleInstitutions'>('GET', 'api/Console/institutions');
const createInstitution = gatewayEndpoint<'consoleCreateInstitution'>('POST', 'api/Console/institutions');
const updateInstitution = gatewayEndpoint<'consoleUpdateInstitution'>('PUT', 'api/Console/institutions/:id');
const createScholarship = gatewayEndpoint<'consoleCreateScholarship'>(
  'POST',
  'api/Console/institutions/:id/scholarships',
);
const updateScholarship = gatewayEndpoint<'consoleUpdateScholarship'>('PUT', 'api/Console/scholarships/:id');
const closeScholarship = gatewayEndpoint<'consoleCloseScholarship'>(
  'POST',
  'api/Console/scholarships/:id/close',
);

type Write<Body> = { id: number; body: Body } & Idempotent;
const write = <Body>({ id, body, ...key }: Write<Body>) => ({ params: { id }, body, headers: keyed(key) });
const create = <Body>({ body, ...key }: { body: Body } & Idempotent) => ({ body, headers: keyed(key) });

/**
 * What visitors read, as platform admins keep it (docs/console.md#content). Every write answers
 * with the envelope, whose message the page shows, and reloads the list it changed.
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleFaqs: build.query({
      ...contractCall(
        faqs,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items,
      ),
      providesTags: ['ConsoleContent'],
    }),
    createFaq: build.mutation({
      ...contractCall(createFaq, create<FaqRequest>, (envelope) => envelope),
      invalidatesTags: ['ConsoleContent'],
    }),
    updateFaq: build.mutation({
      ...contractCall(updateFaq, write<FaqRequest>, (envelope) => envelope),
      invalidatesTags: ['ConsoleContent'],
    }),
    deleteFaq: build.mutation({
      ...contractCall(
        deleteFaq,
        ({ id, ...key }: { id: number } & Idempotent) => ({ params: { id }, headers: keyed(key) }),
        (envelope) => envelope,
      ),
      invalidatesTags: ['ConsoleContent'],
    }),
    getConsoleTestimonials: build.query({
      ...contractCall(
        testimonials,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items,
      ),
      providesTags: ['ConsoleContent'],
    }),
    updateTestimonial: build.mutation({
      ...contractCall(updateTestimonial, write<TestimonialRequest>, (envelope) => envelope),
      invalidatesTags: ['ConsoleContent'],
    }),
    getConsoleLoanTypes: build.query({
      ...contractCall(
        loanTypes,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items,
      ),
      providesTags: ['ConsoleContent'],
    }),
    createLoanType: build.mutation({
      ...contractCall(createLoanType, create<LoanTypeRequest>, (envelope) => envelope),
      invalidatesTags: ['ConsoleContent'],
    }),
    updateLoanType: build.mutation({
      ...contractCall(updateLoanType, write<LoanTypeRequest>, (envelope) => envelope),
      invalidatesTags: ['ConsoleContent'],
    }),
    getConsoleInstitutions: build.query({
      ...contractCall(
        institutions,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items,
      ),
      providesTags: ['ConsoleInstitutions'],
    }),
    createInstitution: build.mutation({
      ...contractCall(
        createInstitution,
        ({ body }: { body: InstitutionRequest }) => ({ body }),
        (envelope) => envelope,
      ),
      invalidatesTags: ['ConsoleInstitutions'],
    }),
    updateInstitution: build.mutation({
      ...contractCall(
        updateInstitution,
        ({ id, body }: { id: number; body: InstitutionRequest }) => ({ params: { id }, body }),
        (envelope) => envelope,
      ),
      invalidatesTags: ['ConsoleInstitutions'],
    }),
    createScholarship: build.mutation({
      ...contractCall(
        createScholarship,
        ({ id, body }: { id: number; body: ScholarshipRequest }) => ({ params: { id }, body }),
        (envelope) => envelope,
      ),
      invalidatesTags: ['ConsoleInstitutions'],
    }),
    updateScholarship: build.mutation({
      ...contractCall(
        updateScholarship,
        ({ id, body }: { id: number; body: ScholarshipRequest }) => ({ params: { id }, body }),
        (envelope) => envelope,
      ),
      invalidatesTags: ['ConsoleInstitutions'],
    }),
    closeScholarship: build.mutation({
      ...contractCall(
        closeScholarship,
        (id: number) => ({ params: { id } }),
        (envelope) => envelope,
      ),
      invalidatesTags: ['ConsoleInstitutions'],
    }),
  }),
});

export const {
  useGetConsoleFaqsQuery,
  useCreateFaqMutation,
  useUpdateFaqMutation,
  useDeleteFaqMutation,
  useGetConsoleTestimonialsQuery,
  useUpdateTestimonialMutation,
  useGetConsoleLoanTypesQuery,
  useCreateLoanTypeMutation,
  useUpdateLoanTypeMutation,
  useGetConsoleInstitutionsQuery,
  useCreateInstitutionMutation,
  useUpdateInstitutionMutation,
  useCreateScholarshipMutation,
  useUpdateScholarshipMutation,
  useCloseScholarshipMutation,
} = contentApi;
