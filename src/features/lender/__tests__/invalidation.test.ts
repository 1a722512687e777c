import { makeStore } from '../../../app/store';
import { fakeGateway, ok } from '../../auth/__tests__/gateway-double';
import { lenderApi } from '../lender-api';

const LOAN_ID = '7b0c3d1e-2f4a-4b5c-8d6e-9f0a1b2c3d4e';
const awaiting = { status: 'awaiting_disbursement', pageIndex: 0, pageSize: 20 } as const;
const active = { status: 'active', pageIndex: 0, pageSize: 20 } as const;

/** How many times each list and the loan were read, by the query string or path. */
function countReads() {
  const reads: string[] = [];
  const sent = fakeGateway({
    'GET api/Lender/loans': (config) => {
      reads.push(`loans:${String((config.params as { status?: string }).status)}`);
      return ok({ items: [], totalCount: 0, pageIndex: 0, pageSize: 20 });
    },
    [`GET api/Lender/loans/${LOAN_ID}`]: () => {
      reads.push('loan');
      return ok({ id: LOAN_ID });
    },
    [`POST api/Lender/loans/${LOAN_ID}/payout`]: ok({ id: LOAN_ID }),
    'GET api/Lender/settings': () => {
      reads.push('settings');
      return ok({ organizations: [], loanTypes: [] });
    },
  });
  return { reads, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lender writes invalidate what they change', () => {
  it('a payout reads New loans, the loans and the loan again, and nothing else', async () => {
    const { reads } = countReads();
    const store = makeStore();
    const watched = [
      store.dispatch(lenderApi.endpoints.getLenderLoans.initiate(awaiting)),
      store.dispatch(lenderApi.endpoints.getLenderLoans.initiate(active)),
      store.dispatch(lenderApi.endpoints.getLenderLoan.initiate(LOAN_ID)),
      store.dispatch(lenderApi.endpoints.getLenderSettings.initiate(undefined)),
    ];
    await Promise.all(watched);
    expect(reads.sort()).toEqual(['loan', 'loans:active', 'loans:awaiting_disbursement', 'settings']);

    reads.length = 0;
    await store.dispatch(
      lenderApi.endpoints.recordPayout.initiate({
        id: LOAN_ID,
        body: { amountPaid: 100, paidOn: '2026-11-27', reference: 'PAY-1' },
        idempotencyKey: 'key-payout-0001',
      }),
    );
    await settle();
    await settle();
    expect(reads.sort()).toEqual(['loan', 'loans:active', 'loans:awaiting_disbursement']);
    watched.forEach((subscription) => subscription.unsubscribe());
  });

  it('a payout carries the key its action was started with', async () => {
    const keys: unknown[] = [];
    fakeGateway({
      [`POST api/Lender/loans/${LOAN_ID}/payout`]: (config) => {
        keys.push(config.headers.get('Idempotency-Key'));
        return ok({ id: LOAN_ID });
      },
    });
    const store = makeStore();
    const body = { amountPaid: 100, paidOn: '2026-11-27', reference: 'PAY-1' };
    await store.dispatch(
      lenderApi.endpoints.recordPayout.initiate({ id: LOAN_ID, body, idempotencyKey: 'key-payout-0001' }),
    );
    await store.dispatch(
      lenderApi.endpoints.recordPayout.initiate({ id: LOAN_ID, body, idempotencyKey: 'key-payout-0001' }),
    );
    expect(keys).toEqual(['key-payout-0001', 'key-payout-0001']);
  });
});
