import { makeStore, type AppDispatch } from '../../../app/store';
import { fakeGateway, ok, writeAndSettle } from '../../auth/__tests__/gateway-double';
import { loansApi } from '../../loans/loans-api';
import { offersApi } from '../offers-api';

const USER = 'usr_7Qm2xY9kLp4Rt8Vb';
const OFFER = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';

/** The dashboard's reads, recorded by name; every answer is empty. */
function dashboardReads() {
  const reads: string[] = [];
  const read = (name: string, answer: unknown) => () => {
    reads.push(name);
    return ok(answer);
  };
  fakeGateway({
    [`GET api/LoanTransaction/loans/users_current_loan_status/${USER}`]: read('current status and offers', {
      currentLoan: null,
      offers: [],
      awaitingDisbursement: [],
    }),
    [`GET api/LoanTransaction/loans/user_loan_status/${USER}`]: read('history', { items: [] }),
    'GET api/LoanTransaction/disclosures': read('disclosures', { items: [] }),
    [`POST api/LoanTransaction/accept_offer/${OFFER}`]: ok(true, 'Offer accepted'),
    [`POST api/LoanTransaction/decline_offer/${OFFER}`]: ok(true, 'Offer declined'),
  });
  return reads;
}

describe('answering an offer invalidates what it changes', () => {
  it.each([
    [
      'accepting',
      (dispatch: AppDispatch) =>
        dispatch(
          offersApi.endpoints.acceptOffer.initiate({ offerId: OFFER, idempotencyKey: 'key-accept-0001' }),
        ),
      ['current status and offers', 'disclosures', 'history'],
    ],
    [
      'declining',
      (dispatch: AppDispatch) =>
        dispatch(
          offersApi.endpoints.declineOffer.initiate({
            offerId: OFFER,
            request: { reason: 'The rate is too high.' },
            idempotencyKey: 'key-decline-0001',
          }),
        ),
      ['current status and offers'],
    ],
  ] as const)('%s an offer reads again what it changed, and nothing else', async (_answer, write, again) => {
    const reads = dashboardReads();
    const store = makeStore();
    const watched = [
      store.dispatch(loansApi.endpoints.getCurrentLoanStatus.initiate(USER)),
      store.dispatch(loansApi.endpoints.getLoanHistory.initiate(USER)),
      store.dispatch(loansApi.endpoints.getDisclosures.initiate(USER)),
    ];
    await Promise.all(watched);
    reads.length = 0;

    await writeAndSettle(() => write(store.dispatch));
    expect(reads.sort()).toEqual(again);
    watched.forEach((subscription) => subscription.unsubscribe());
  });
});
