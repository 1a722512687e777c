import { activeLoan, currentStatus } from '../../../../tests/unit/marketplace-fixtures';
import { makeStore } from '../../../app/store';
import {
  answersChanged,
  initialLoanApplicationState,
  selectLoanApplication,
} from '../../eligibility/application-slice';
import { initialEligibilityState, nextStep, selectEligibility } from '../../eligibility/eligibility-slice';
import { fetchCurrentLoanStatus, fetchLoanHistory, initialLoansState } from '../../loans/loans-slice';
import { initialFeedbackState, sendFeedback } from '../../messages/feedback-slice';
import { selectReferralStatus, sendReferral } from '../../referrals/referral-slice';
import { WIZARD_KEY } from '../../eligibility/wizard-storage';
import { logOut, noSession, sessionExpired } from '../auth-slice';
import { saveSession } from '../session';
import { watchSession } from '../session-sync';
import { TOKEN_COOKIE } from '../../../lib/session-storage';
import Cookies from 'js-cookie';
import { ada, fail, fakeGateway, forgetEverything, ok } from './gateway-double';

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

describe('the end of a session clears what the borrower loaded', () => {
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

describe('everything personal goes at once (logout or an authentication error clears everything)', () => {
  /** Ada logged in, with her loans, a referral's and a feedback's thanks, and a wizard under way and saved. */
  async function adasTab(loanAnswer = ok(currentStatus)) {
    saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
    fakeGateway({
      [`GET api/LoanTransaction/loans/users_current_loan_status/${ada.id}`]: loanAnswer,
      'POST api/Refer/create': ok({ invited: 1 }),
      'POST api/Feedback/create': ok({}),
      'POST api/Account/logout': ok({}),
    });
    const store = makeStore();
    const stopWatching = watchSession(store.dispatch);
    await store.dispatch(sendReferral(referral));
    await store.dispatch(sendFeedback({ comment: 'Lovely', page: '/dashboard', website: '' }));
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
    expect(state.loans ?? initialLoansState).toEqual(initialLoansState);
    expect(selectEligibility(state)).toEqual(initialEligibilityState);
    expect(selectLoanApplication(state)).toEqual(initialLoanApplicationState);
    expect(sessionStorage.getItem(WIZARD_KEY)).toBeNull();
    expect(localStorage).toHaveLength(0);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  }

  it('on logging out', async () => {
    const { store, stopWatching } = await adasTab();
    await store.dispatch(fetchCurrentLoanStatus(ada.id));
    expect(store.getState().loans?.current.data).toEqual(currentStatus);

    await store.dispatch(logOut());

    expectNothingLeft(store);
    expect(store.getState().auth.loggedOut).toBe(true);
    stopWatching();
  });

  it('when the gateway refuses the token a call carried', async () => {
    const { store, stopWatching } = await adasTab(fail(401, 'Your session is no longer valid'));

    await store.dispatch(fetchCurrentLoanStatus(ada.id));

    expectNothingLeft(store);
    expect(store.getState().auth.sessionExpired).toBe(true);
    stopWatching();
  });
});
