import { activeLoan, currentStatus } from '../../../../tests/unit/marketplace-fixtures';
import { makeStore } from '../../../app/store';
import {
  answersChanged,
  initialLoanApplicationState,
  selectLoanApplication,
} from '../../eligibility/application-slice';
import { initialEligibilityState, nextStep, selectEligibility } from '../../eligibility/eligibility-slice';
import { loansApi } from '../../loans/loans-api';
import { initialFeedbackState } from '../../messages/feedback-slice';
import { sendFeedback } from '../../messages/send-feedback';
import { referralSent, selectReferralStatus } from '../../referrals/referral-slice';
import { WIZARD_KEY } from '../../eligibility/wizard-storage';
import { noSession, sessionExpired, sessionRestored } from '../auth-slice';
import { endSession } from '../end-session';
import { saveSession } from '../session';
import { watchSession } from '../session-sync';
import { TOKEN_COOKIE } from '../../../lib/session-storage';
import Cookies from 'js-cookie';
import { ada, fail, fakeGateway, forgetEverything, ok } from './gateway-double';

type Store = ReturnType<typeof makeStore>;
const logOut = (store: Store) => endSession(store.dispatch);
const expire = (store: Store) => store.dispatch(sessionExpired());
const anotherTabEnds = (store: Store) => store.dispatch(noSession());

/** What the cache holds of one of Ada's lists, nothing once it is emptied. */
const cached = (store: Store, endpointName: string) =>
  (
    Object.values(store.getState().api?.queries ?? {}) as Array<
      { endpointName: string; originalArgs: unknown; data?: unknown } | undefined
    >
  ).find((entry) => entry?.endpointName === endpointName && entry.originalArgs === ada.id)?.data;
const cachedHistory = (store: Store) => cached(store, 'getLoanHistory');
const cachedStatus = (store: Store) => cached(store, 'getCurrentLoanStatus');

/** A store holding Ada's loans and a referral's thanks, as the dashboard leaves it. */
async function storeWithAdasData() {
  saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
  fakeGateway({
    [`GET api/LoanTransaction/loans/users_current_loan_status/${ada.id}`]: ok(currentStatus),
    [`GET api/LoanTransaction/loans/user_loan_status/${ada.id}`]: ok({ items: [activeLoan] }),
    'POST api/Account/logout': ok({}),
  });
  const store = makeStore();
  store.dispatch(sessionRestored({ user: ada, roleId: 1 }));
  await store.dispatch(loansApi.endpoints.getCurrentLoanStatus.initiate(ada.id));
  await store.dispatch(loansApi.endpoints.getLoanHistory.initiate(ada.id));
  store.dispatch(referralSent());
  expect(cachedHistory(store)).toEqual([activeLoan]);
  expect(cachedStatus(store)).toEqual(currentStatus);
  expect(selectReferralStatus(store.getState())).toBe(true);
  return store;
}

afterEach(() => forgetEverything());

describe('the end of a session clears what the borrower loaded', () => {
  it.each([
    ['logging out', logOut],
    ['the session expiring or the gateway refusing the token', expire],
    ['another tab ending the session', anotherTabEnds],
  ] as const)('%s', async (_how, end) => {
    const store = await storeWithAdasData();
    await end(store);
    expect(cachedHistory(store)).toBeUndefined();
    expect(cachedStatus(store)).toBeUndefined();
    expect(store.getState().api?.queries).toEqual({});
    expect(selectReferralStatus(store.getState())).toBe(false);
  });

  it('but a visitor’s page load finding no session keeps what the cache holds', async () => {
    fakeGateway({
      [`GET api/LoanTransaction/loans/user_loan_status/${ada.id}`]: ok({ items: [activeLoan] }),
    });
    const store = makeStore();
    await store.dispatch(loansApi.endpoints.getLoanHistory.initiate(ada.id));
    store.dispatch(noSession());
    expect(cachedHistory(store)).toEqual([activeLoan]);
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
    ['logging out', logOut],
    ['the session expiring or the gateway refusing the token', expire],
  ] as const)('are forgotten on %s', async (_how, end) => {
    saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
    fakeGateway({ 'POST api/Account/logout': ok({}) });
    const store = withAnswers();
    await end(store);
    expect(selectEligibility(store.getState())).toEqual(initialEligibilityState);
    expect(selectLoanApplication(store.getState())).toEqual(initialLoanApplicationState);
  });

  it('leave nothing in the tab once logged out, even if no wizard page is open to clear it', async () => {
    saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
    fakeGateway({ 'POST api/Account/logout': ok({}) });
    const store = withAnswers();
    await logOut(store);
    expect(sessionStorage.length).toBe(0);
  });

  it('stay for a visitor whose page load finds no session', () => {
    const store = withAnswers();
    store.dispatch(noSession());
    expect(selectEligibility(store.getState()).activeStep).toBe(1);
    expect(selectLoanApplication(store.getState()).answers.regNo).toBe('ZT-1001');
  });
});

describe('everything personal goes at once (logout or an authentication error clears everything)', () => {
  /** Ada logged in, with her loans, a referral's and a feedback's thanks, and a wizard under way and saved. */
  async function adasTab(loanAnswer = ok(currentStatus)) {
    saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
    fakeGateway({
      [`GET api/LoanTransaction/loans/users_current_loan_status/${ada.id}`]: loanAnswer,
      'POST api/Feedback/create': ok({}),
      'POST api/Account/logout': ok({}),
    });
    const store = makeStore();
    const stopWatching = watchSession(store.dispatch);
    store.dispatch(referralSent());
    await sendFeedback(store.dispatch, { comment: 'Lovely', page: '/dashboard', website: '' });
    store.dispatch(answersChanged({ organizationCode: 'ZENITHTECH', regNo: 'ZT-1001' }));
    store.dispatch(nextStep());
    sessionStorage.setItem(WIZARD_KEY, JSON.stringify({ saved: true }));
    expect(store.getState().auth.status).toBe('authenticated');
    expect(store.getState().feedback.feedbackStatus).toBe(true);
    return { store, stopWatching };
  }

  function expectNothingLeft(store: ReturnType<typeof makeStore>) {
    const state = store.getState();
    expect(state.auth).toMatchObject({ status: 'anonymous', user: null, roleId: null });
    expect(state.feedback).toEqual(initialFeedbackState);
    expect(selectReferralStatus(state)).toBe(false);
    expect(state.api?.queries ?? {}).toEqual({});
    expect(state.api?.mutations ?? {}).toEqual({});
    expect(selectEligibility(state)).toEqual(initialEligibilityState);
    expect(selectLoanApplication(state)).toEqual(initialLoanApplicationState);
    expect(sessionStorage.getItem(WIZARD_KEY)).toBeNull();
    expect(localStorage).toHaveLength(0);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  }

  it('on logging out', async () => {
    const { store, stopWatching } = await adasTab();
    await store.dispatch(loansApi.endpoints.getCurrentLoanStatus.initiate(ada.id));
    expect(cachedStatus(store)).toEqual(currentStatus);

    await logOut(store);

    expectNothingLeft(store);
    expect(store.getState().auth.loggedOut).toBe(true);
    stopWatching();
  });

  it('when the gateway refuses the token a call carried', async () => {
    const { store, stopWatching } = await adasTab(fail(401, 'Your session is no longer valid'));

    await store.dispatch(loansApi.endpoints.getCurrentLoanStatus.initiate(ada.id));

    expectNothingLeft(store);
    expect(store.getState().auth.sessionExpired).toBe(true);
    stopWatching();
  });
});
