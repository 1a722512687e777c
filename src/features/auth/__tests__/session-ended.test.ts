import { activeLoan, currentStatus } from '../../../../tests/unit/marketplace-fixtures';
import { makeStore } from '../../../app/store';
import {
  answersChanged,
  initialLoanApplicationState,
  selectLoanApplication,
} from '../../eligibility/application-slice';
import { initialEligibilityState, nextStep, selectEligibility } from '../../eligibility/eligibility-slice';
import { fetchCurrentLoanStatus, fetchLoanHistory, initialLoansState } from '../../loans/loans-slice';
import { selectReferralStatus, sendReferral } from '../../referrals/referral-slice';
import { logOut, noSession, sessionExpired } from '../auth-slice';
import { saveSession } from '../session';
import { ada, fakeGateway, forgetEverything, ok } from './gateway-double';

const referral = {
  message: 'Join me',
  userName: 'Ada Obi',
  userEmail: ada.email,
  friends: ['t@example.com'],
};

/** A store holding Ada's loans and a referral's thanks, as the dashboard leaves it. */
async function storeWithAdasData() {
  saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
  fakeGateway({
    [`GET api/LoanTransaction/loans/users_current_loan_status/${ada.id}`]: ok(currentStatus),
    [`GET api/LoanTransaction/loans/user_loan_status/${ada.id}`]: ok({ items: [activeLoan] }),
    'POST api/Refer/create': ok({ invited: 1 }),
    'POST api/Account/logout': ok({}),
  });
  const store = makeStore();
  await store.dispatch(fetchCurrentLoanStatus(ada.id));
  await store.dispatch(fetchLoanHistory(ada.id));
  await store.dispatch(sendReferral(referral));
  expect(store.getState().loans?.history.items).toEqual([activeLoan]);
  expect(selectReferralStatus(store.getState())).toBe(true);
  return store;
}

afterEach(() => forgetEverything());

describe('the end of a session clears what the borrower loaded (SPEC.md §4)', () => {
  it.each([
    ['logging out', logOut()],
    ['the session expiring or the gateway refusing the token', sessionExpired()],
    ['another tab ending the session', noSession()],
  ] as const)('%s', async (_how, action) => {
    const store = await storeWithAdasData();
    await store.dispatch(action);
    expect(store.getState().loans).toEqual(initialLoansState);
    expect(selectReferralStatus(store.getState())).toBe(false);
  });
});

describe('the eligibility wizard and what it proved', () => {
  const withAnswers = () => {
    const store = makeStore();
    store.dispatch(answersChanged({ organizationCode: 'ZENITHTECH', regNo: 'ZT-1001' }));
    store.dispatch(nextStep());
    sessionStorage.setItem('wizard', 'saved');
    return store;
  };

  it.each([
    ['logging out', logOut()],
    ['the session expiring or the gateway refusing the token', sessionExpired()],
  ] as const)('are forgotten on %s', async (_how, action) => {
    saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
    fakeGateway({ 'POST api/Account/logout': ok({}) });
    const store = withAnswers();
    await store.dispatch(action);
    expect(selectEligibility(store.getState())).toEqual(initialEligibilityState);
    expect(selectLoanApplication(store.getState())).toEqual(initialLoanApplicationState);
  });

  it('leave nothing in the tab once logged out, even if no wizard page is open to clear it', async () => {
    saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
    fakeGateway({ 'POST api/Account/logout': ok({}) });
    const store = withAnswers();
    await store.dispatch(logOut());
    expect(sessionStorage.length).toBe(0);
  });

  it('stay for a visitor whose page load finds no session', () => {
    const store = withAnswers();
    store.dispatch(noSession());
    expect(selectEligibility(store.getState()).activeStep).toBe(1);
    expect(selectLoanApplication(store.getState()).answers.regNo).toBe('ZT-1001');
  });
});
