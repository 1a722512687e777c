import type {
  BodyOf,
  GatewayRoutes,
  OrganizationRequest,
  ProviderRequest,
  RosterFileRequest,
  StaffInviteRequest,
} from '@lendbridge/contract';
import { api, contractCall, keyed, type Idempotent } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const login = gatewayEndpoint<'consoleLogin'>('POST', 'api/Console/login');
const profile = gatewayEndpoint<'consoleProfile'>('GET', 'api/Console/me');
const list = gatewayEndpoint<'consoleOrganizations'>('GET', 'api/Console/organizations');
const one = gatewayEndpoint<'consoleOrganization'>('GET', 'api/Console/organizations/:id');
const create = gatewayEndpoint<'consoleCreateOrganization'>('POST', 'api/Console/organizations');
const update = gatewayEndpoint<'consoleUpdateOrganization'>('PUT', 'api/Console/organizations/:id');
const preview = gatewayEndpoint<'consolePreviewRoster'>(
  'POST',
  'api/Console/organizations/:id/roster/preview',
);
const apply = gatewayEndpoint<'consoleApplyRoster'>('POST', 'api/Console/organizations/:id/roster/apply');
const deductions = gatewayEndpoint<'consoleDeductionSchedule'>(
  'GET',
  'api/Console/organizations/:id/deductions',
);
const download = gatewayEndpoint<'consoleExportRoster'>('GET', 'api/Console/organizations/:id/roster/export');

const providers = gatewayEndpoint<'consoleProviders'>('GET', 'api/Console/providers');
const provider = gatewayEndpoint<'consoleProvider'>('GET', 'api/Console/providers/:id');
const createProvider = gatewayEndpoint<'consoleCreateProvider'>('POST', 'api/Console/providers');
const updateProvider = gatewayEndpoint<'consoleUpdateProvider'>('PUT', 'api/Console/providers/:id');
const staff = gatewayEndpoint<'consoleProviderStaff'>('GET', 'api/Console/providers/:id/staff');
const invite = gatewayEndpoint<'consoleInviteStaff'>('POST', 'api/Console/providers/:id/staff');
const updateStaff = gatewayEndpoint<'consoleUpdateStaff'>('PUT', 'api/Console/providers/:id/staff/:staffId');

export type ConsoleCredentials = BodyOf<GatewayRoutes['consoleLogin']>;

/** A write about one organisation and the key its action started with. */
type OrganizationWrite<Body> = { id: number; body: Body } & Idempotent;
const organizationWrite = <Body>({ id, body, ...key }: OrganizationWrite<Body>) => ({
  params: { id },
  body,
  headers: keyed(key),
});
const changesOrganization = (_result: unknown, _error: unknown, { id }: { id: number }) => [
  'Organizations' as const,
  { type: 'Organization' as const, id },
];

/**
 * The operators' console (docs/console.md): its session, organisations, their rosters and deduction
 * schedules. Saving an organisation or applying its roster invalidates it and the list. Logging out
 * is the borrower site's own call (src/features/auth/end-session.ts).
 */
const changesStaff = (_result: unknown, _error: unknown, { id }: { id: number }) => [
  'Providers' as const,
  { type: 'Provider' as const, id },
  { type: 'ProviderStaff' as const, id },
];

export const consoleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A wrong password answers 401; it says nothing about any session, so it must not end one. */
    consoleLogin: build.mutation({
      ...contractCall(
        login,
        (credentials: ConsoleCredentials) => ({ body: credentials, ignoreUnauthorized: true }),
        (envelope) => envelope.responseData,
      ),
    }),
    /** Who is logged in, and which organisation an organisation administrator keeps. */
    getConsoleProfile: build.query({
      ...contractCall(
        profile,
        (_: void) => ({}),
        (envelope) => envelope.responseData,
      ),
    }),
    getOrganizations: build.query({
      ...contractCall(
        list,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items,
      ),
      providesTags: ['Organizations'],
    }),
    getOrganization: build.query({
      ...contractCall(
        one,
        (id: number) => ({ params: { id } }),
        (envelope) => envelope.responseData,
      ),
      providesTags: (_result, _error, id) => [{ type: 'Organization', id }],
    }),
    createOrganization: build.mutation({
      ...contractCall(
        create,
        ({ body, ...key }: { body: OrganizationRequest } & Idempotent) => ({ body, headers: keyed(key) }),
        (envelope) => envelope,
      ),
      invalidatesTags: ['Organizations'],
    }),
    updateOrganization: build.mutation({
      ...contractCall(update, organizationWrite<OrganizationRequest>, (envelope) => envelope),
      invalidatesTags: changesOrganization,
    }),
    /** Says what every row would do; writes nothing. */
    previewRoster: build.mutation({
      ...contractCall(
        preview,
        ({ id, file }: { id: number; file: RosterFileRequest }) => ({ params: { id }, body: file }),
        (envelope) => envelope.responseData,
      ),
    }),
    /** All of the file in one transaction, or nothing when a row is invalid. */
    applyRoster: build.mutation({
      ...contractCall(apply, organizationWrite<RosterFileRequest>, (envelope) => envelope),
      invalidatesTags: changesOrganization,
    }),
    exportRoster: build.query({
      ...contractCall(
        download,
        (id: number) => ({ params: { id } }),
        (envelope) => envelope.responseData,
      ),
      // Each download reads the roster as it is now.
      keepUnusedDataFor: 0,
    }),
    /** The month's deduction schedule, with its CSV. */
    getDeductions: build.query({
      ...contractCall(
        deductions,
        ({ id, month }: { id: number; month: string }) => ({ params: { id }, query: { month } }),
        (envelope) => ({ message: envelope.message, data: envelope.responseData }),
      ),
    }),
    getProviders: build.query({
      ...contractCall(
        providers,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items,
      ),
      providesTags: ['Providers'],
    }),
    getProvider: build.query({
      ...contractCall(
        provider,
        (id: number) => ({ params: { id } }),
        (envelope) => envelope.responseData,
      ),
      providesTags: (_result, _error, id) => [{ type: 'Provider', id }],
    }),
    createProvider: build.mutation({
      ...contractCall(
        createProvider,
        ({ body, ...key }: { body: ProviderRequest } & Idempotent) => ({ body, headers: keyed(key) }),
        (envelope) => envelope,
      ),
      invalidatesTags: ['Providers'],
    }),
    /** Deactivating ends the staff's sessions: the staff list reads itself again too. */
    updateProvider: build.mutation({
      ...contractCall(updateProvider, organizationWrite<ProviderRequest>, (envelope) => envelope),
      invalidatesTags: changesStaff,
    }),
    getProviderStaff: build.query({
      ...contractCall(
        staff,
        (id: number) => ({ params: { id } }),
        (envelope) => envelope.responseData.items,
      ),
      providesTags: (_result, _error, id) => [{ type: 'ProviderStaff', id }],
    }),
    inviteStaff: build.mutation({
      ...contractCall(invite, organizationWrite<StaffInviteRequest>, (envelope) => envelope),
      invalidatesTags: changesStaff,
    }),
    updateStaff: build.mutation({
      ...contractCall(
        updateStaff,
        ({ id, staffId, active, ...key }: { id: number; staffId: string; active: boolean } & Idempotent) => ({
          params: { id, staffId },
          body: { active },
          headers: keyed(key),
        }),
        (envelope) => envelope,
      ),
      invalidatesTags: changesStaff,
    }),
  }),
});

export const {
  useConsoleLoginMutation,
  useGetConsoleProfileQuery,
  useGetOrganizationsQuery,
  useGetOrganizationQuery,
  useCreateOrganizationMutation,
  useUpdateOrganizationMutation,
  usePreviewRosterMutation,
  useApplyRosterMutation,
  useLazyExportRosterQuery,
  useLazyGetDeductionsQuery,
  useGetProvidersQuery,
  useGetProviderQuery,
  useCreateProviderMutation,
  useUpdateProviderMutation,
  useGetProviderStaffQuery,
  useInviteStaffMutation,
  useUpdateStaffMutation,
} = consoleApi;
