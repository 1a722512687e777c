import { makeStore, type AppDispatch } from '../../../app/store';
import { fakeGateway, ok, writeAndSettle } from '../../auth/__tests__/gateway-double';
import { lenderApi } from '../lender-api';
import { personalLoanSetting, personalLoanTerms } from './lender-fixtures';

const LOAN_ID = '7b0c3d1e-2f4a-4b5c-8d6e-9f0a1b2c3d4e';
const awaiting = { status: 'awaiting_disbursement', pageIndex: 0, pageSize: 20 } as const;
const active = { status: 'active', pageIndex: 0, pageSize: 20 } as const;

/** Which lists and records were read, by the query string or path. */
function countReads() {
  const reads: string[] = [];
  const read = (name: string, answer: unknown) => () => {
    reads.push(name);
    return ok(answer);
  };
  const page = { items: [], totalCount: 0, pageIndex: 0, pageSize: 20 };
  const sent = fakeGateway({
    'GET api/Lender/loans': (config) => {
      reads.push(`loans:${String((config.params as { status?: string }).status)}`);
      return ok(page);
    },
    [`GET api/Lender/loans/${LOAN_ID}`]: read('loan', { id: LOAN_ID }),
    'GET api/Lender/remittances': read('remittances', page),
    'GET api/Lender/settings': read('settings', { organizations: [], loanTypes: [] }),
    [`POST api/Lender/loans/${LOAN_ID}/payout`]: ok({ id: LOAN_ID }),
    'POST api/Lender/remittances/apply': ok({ rows: [] }),
    'PUT api/Lender/settings/loan_types/2': ok({ loanTypeId: 2 }),
  });
  return { reads, sent };
}

const { endpoints } = lenderApi;

/** Each write, and what it changes (docs/architecture.md#data): only those are read again. */
const WRITES = [
  [
    'a payout',
    (dispatch: AppDispatch) =>
      dispatch(
        endpoints.recordPayout.initiate({
          id: LOAN_ID,
          body: { amountPaid: 100, paidOn: '2026-11-27', reference: 'PAY-1' },
          idempotencyKey: 'key-payout-0001',
        }),
      ),
    ['loan', 'loans:active', 'loans:awaiting_disbursement'],
  ],
  [
    'a remittance apply',
    (dispatch: AppDispatch) =>
      dispatch(
        endpoints.applyRemittance.initiate({
          file: {
            organizationCode: 'LAGOSHEALTH',
            fileName: 'november.csv',
            csv: 'LHS-21560,29460.55,2026-11-25,R1',
          },
          idempotencyKey: 'key-remittance-0001',
        }),
      ),
    ['loan', 'loans:active', 'loans:awaiting_disbursement', 'remittances'],
  ],
  [
    'a settings save',
    (dispatch: AppDispatch) =>
      dispatch(
        endpoints.saveLoanTypeTerms.initiate({
          loanTypeId: personalLoanSetting.loanTypeId,
          terms: personalLoanTerms,
          idempotencyKey: 'key-settings-0001',
        }),
      ),
    ['settings'],
  ],
] as const;

describe('lender writes invalidate what they change', () => {
  it.each(WRITES)('%s reads again what it changed, and nothing else', async (_write, write, readAgain) => {
    const { reads } = countReads();
    const store = makeStore();
    const watched = [
      store.dispatch(endpoints.getLenderLoans.initiate(awaiting)),
      store.dispatch(endpoints.getLenderLoans.initiate(active)),
      store.dispatch(endpoints.getLenderLoan.initiate(LOAN_ID)),
      store.dispatch(endpoints.getRemittances.initiate({ pageIndex: 0, pageSize: 20 })),
      store.dispatch(endpoints.getLenderSettings.initiate(undefined)),
    ];
    await Promise.all(watched);
    expect(reads.sort()).toEqual([
      'loan',
      'loans:active',
      'loans:awaiting_disbursement',
      'remittances',
      'settings',
    ]);

    reads.length = 0;
    await writeAndSettle(() => write(store.dispatch));
    expect(reads.sort()).toEqual(readAgain);
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
