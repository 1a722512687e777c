import type { ReferralDetails } from '@lendbridge/contract';
import { api, contractCall } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const referrals = gatewayEndpoint<'referrals'>('GET', 'api/Refer');
const createReferral = gatewayEndpoint<'createReferral'>('POST', 'api/Refer/create');

/**
 * The `referral` slice's calls (docs/requirements.md#slice-names): the person's invitations, and
 * inviting more (which invalidates the list). The thanks shown once after a referral is the plain
 * `referral` slice's (referral-slice.ts).
 */
export const referralApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in person's invitations, newest first. */
    getReferrals: build.query({
      ...contractCall(
        referrals,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items,
      ),
      providesTags: ['Referrals'],
    }),
    /** docs/requirements.md#referral-payload: the details travel under the name referralDetails. */
    sendReferral: build.mutation({
      ...contractCall(
        createReferral,
        (referralDetails: ReferralDetails) => ({ body: { referralDetails } }),
        (envelope) => envelope.responseData,
      ),
      invalidatesTags: ['Referrals'],
    }),
  }),
});

export const { useGetReferralsQuery, useSendReferralMutation } = referralApi;
