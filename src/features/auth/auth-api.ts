import type { BodyOf, GatewayRoutes, ParamsOf, QueryOf } from '@lendbridge/contract';
import { api, contractCall } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const login = gatewayEndpoint<'login'>('POST', 'api/Account/login');
const logout = gatewayEndpoint<'logout'>('POST', 'api/Account/logout');
const register = gatewayEndpoint<'register'>('POST', 'api/Account/Register');
const verifyAccount = gatewayEndpoint<'verifyAccount'>('POST', 'api/Account/verifyaccount');
const resendEmailConfirmation = gatewayEndpoint<'resendEmailConfirmation'>(
  'GET',
  'api/User/ResendEmailConfirmation/:userId',
);
const forgotPassword = gatewayEndpoint<'forgotPassword'>('GET', 'api/Account/ForgotPassword');
const resetPassword = gatewayEndpoint<'resetPassword'>('POST', 'api/Account/ResetPassword');
const getUserByEmail = gatewayEndpoint<'getUserByEmail'>('GET', 'api/User/GetUserByEmail/:email');
const updateUser = gatewayEndpoint<'updateUser'>('PUT', 'api/User/Update');
const closeAccount = gatewayEndpoint<'closeAccount'>('POST', 'api/User/Close');
const exportMyData = gatewayEndpoint<'exportMyData'>('GET', 'api/User/MyData');

export type LoginCredentials = BodyOf<GatewayRoutes['login']>;
export type Registration = BodyOf<GatewayRoutes['register']>;

/**
 * The `auth` slice's calls (docs/requirements.md#slice-names): logging in and out, the account's
 * life (registering, confirming, passwords, closing) and its profile. The session itself is client
 * state, in the plain `auth` slice (auth-slice.ts).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Answers the whole envelope: the login reads requestSuccessful before anything else
     * (docs/requirements.md#product-calls). A wrong password answers 401; it says nothing about any
     * session, so it must not end one.
     */
    login: build.mutation({
      ...contractCall(
        login,
        (credentials: LoginCredentials) => ({ body: credentials, ignoreUnauthorized: true }),
        (envelope) => envelope,
      ),
    }),
    /** Revokes the token; a 401 only means it was dead already, which is what logging out wants. */
    logout: build.mutation({
      ...contractCall(
        logout,
        (_: void) => ({ ignoreUnauthorized: true }),
        () => undefined,
      ),
    }),
    register: build.mutation({
      ...contractCall(
        register,
        (registration: Registration) => ({ body: registration }),
        (envelope) => envelope.responseData,
      ),
    }),
    verifyAccount: build.mutation({
      ...contractCall(
        verifyAccount,
        (body: BodyOf<GatewayRoutes['verifyAccount']>) => ({ body }),
        () => undefined,
      ),
    }),
    resendEmailConfirmation: build.mutation({
      ...contractCall(
        resendEmailConfirmation,
        (params: ParamsOf<GatewayRoutes['resendEmailConfirmation']>) => ({ params }),
        () => undefined,
      ),
    }),
    /** A GET whose payload, the email, travels as the query string (docs/requirements.md#get-query). */
    forgotPassword: build.mutation({
      ...contractCall(
        forgotPassword,
        (query: QueryOf<GatewayRoutes['forgotPassword']>) => ({ query }),
        () => undefined,
      ),
    }),
    resetPassword: build.mutation({
      ...contractCall(
        resetPassword,
        (body: BodyOf<GatewayRoutes['resetPassword']>) => ({ body }),
        () => undefined,
      ),
    }),
    getUserByEmail: build.query({
      ...contractCall(
        getUserByEmail,
        (params: ParamsOf<GatewayRoutes['getUserByEmail']>) => ({ params }),
        (envelope) => envelope.responseData,
      ),
    }),
    /** Sends only the three fields the gateway's allow-list accepts; it answers the saved profile. */
    updateUser: build.mutation({
      ...contractCall(
        updateUser,
        (profile: BodyOf<GatewayRoutes['updateUser']>) => ({ body: profile }),
        (envelope) => envelope.responseData,
      ),
      // The profile read next comes back with what was just saved.
      onQueryStarted: async (_profile, { dispatch, queryFulfilled }) => {
        const { data: user } = await queryFulfilled.catch(() => ({ data: null }));
        if (user) void dispatch(authApi.util.upsertQueryData('getUserByEmail', { email: user.email }, user));
      },
    }),
    /**
     * Closes the logged-in borrower's account. A wrong password answers 403, not 401, so the session
     * survives a typo; the gateway's message says what happened either way.
     */
    closeAccount: build.mutation({
      ...contractCall(
        closeAccount,
        (password: string) => ({ body: { password } }),
        (envelope) => envelope.message,
      ),
    }),
    /** Everything the gateway holds about the logged-in borrower; it picks whose from the session alone. */
    exportMyData: build.mutation({
      ...contractCall(
        exportMyData,
        (_: void) => ({}),
        (envelope) => envelope,
      ),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useVerifyAccountMutation,
  useResendEmailConfirmationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGetUserByEmailQuery,
  useUpdateUserMutation,
  useCloseAccountMutation,
  useExportMyDataMutation,
} = authApi;
