import { makeStore } from '../../../app/store';
import {
  eligibleOutcome,
  ineligibleChecks,
  ineligibleOutcome,
  koboOffer,
} from '../../../../tests/unit/marketplace-fixtures';
import { fail, fakeGateway, ok } from '../../auth/__tests__/gateway-double';
import { answersChanged, emptyApplication, toEligibilityRequest } from '../application-slice';
import {
  runCheck,
  eligibilityReducer,
  initialEligibilityState,
  nextStep,
  offerAnswered,
  previousStep,
  resetWizard,
  selectEligibleOutcome,
} from '../eligibility-slice';

const request = {
  loanType: 2,
  amount: 50_000_000,
  tenorMonths: 12,
  regNo: 'ZT-1001',
  organizationCode: 'ZENITHTECH',
  organizationName: 'Zenith Tech Solutions Ltd',
  email: 'demo@lendbridge.example',
};

describe('the eligibility wizard state', () => {
  it('starts at step 0, not eligible, with no feedback', () => {
    expect(eligibilityReducer(undefined, { type: 'init' })).toEqual({
      activeStep: 0,
      status: false,
      feedBack: null,
    });
  });

  it('advances by one, goes back by one and resets to 0, never leaving the five steps', () => {
    let state = initialEligibilityState;
    state = eligibilityReducer(state, previousStep());
    expect(state.activeStep).toBe(0);
    for (let i = 0; i < 6; i += 1) state = eligibilityReducer(state, nextStep());
    expect(state.activeStep).toBe(4);
    state = eligibilityReducer(state, previousStep());
    expect(state.activeStep).toBe(3);
    state = eligibilityReducer(state, resetWizard());
    expect(state).toEqual(initialEligibilityState);
  });

  it('an eligible result sets status true, feedBack the response data, and advances one step', async () => {
    fakeGateway({
      'POST api/Eligibility/checkeligibility': ok(
        eligibleOutcome,
        'You are eligible for offers from 3 providers',
      ),
    });
    const store = makeStore({ eligibility: { activeStep: 3, status: false, feedBack: null } });

    await store.dispatch(runCheck(request));

    expect(store.getState().eligibility!).toEqual({ activeStep: 4, status: true, feedBack: eligibleOutcome });
    expect(selectEligibleOutcome(store.getState())).toBe(store.getState().eligibility!.feedBack);
    expect(store.getState().loanApplication!).toMatchObject({
      checking: false,
      checks: eligibleOutcome.checks,
      answers: { verifiedData: { fullName: 'Adaeze Okafor' } },
    });
  });

  it('an ineligible result (still HTTP 200) sets status false, feedBack the message, and advances', async () => {
    fakeGateway({
      'POST api/Eligibility/checkeligibility': {
        status: 200,
        data: {
          requestSuccessful: false,
          message: 'Your monthly repayment would be more than your limit',
          responseData: ineligibleOutcome,
        },
      },
    });
    const store = makeStore({ eligibility: { activeStep: 3, status: false, feedBack: null } });

    await store.dispatch(runCheck(request));

    expect(store.getState().eligibility!).toEqual({
      activeStep: 4,
      status: false,
      feedBack: 'Your monthly repayment would be more than your limit',
    });
    expect(store.getState().loanApplication!.checks).toEqual(ineligibleChecks);
  });

  it('a refused request is no result: the wizard stays put and the field is remembered', async () => {
    fakeGateway({
      'POST api/Eligibility/checkeligibility': fail(400, 'Amount must be a positive whole number', {
        field: 'amount',
      }),
    });
    const store = makeStore({ eligibility: { activeStep: 3, status: false, feedBack: null } });

    await store.dispatch(runCheck(request));

    expect(store.getState().eligibility!.activeStep).toBe(3);
    expect(store.getState().loanApplication!).toMatchObject({
      checking: false,
      error: { message: 'Amount must be a positive whole number', field: 'amount' },
    });
  });

  it('accepting an offer from the result withdraws its open siblings, as the gateway does', () => {
    const state = eligibilityReducer(
      { activeStep: 4, status: true, feedBack: eligibleOutcome },
      offerAnswered({ offerId: koboOffer.id, status: 'accepted' }),
    );
    const outcome = state.feedBack as typeof eligibleOutcome;
    expect(outcome.offers.map((offer) => offer.status)).toEqual(['accepted', 'withdrawn', 'withdrawn']);
  });
});

describe('the loan application verification data', () => {
  it('forgets what was verified when the registration number changes', () => {
    const store = makeStore();
    store.dispatch(answersChanged({ regNo: 'ZT-1001' }));
    store.dispatch(answersChanged({ verifiedData: { fullName: 'Adaeze Okafor' } }));
    store.dispatch(answersChanged({ amount: 100 }));
    expect(store.getState().loanApplication!.answers.verifiedData).toEqual({ fullName: 'Adaeze Okafor' });
    store.dispatch(answersChanged({ regNo: 'ZT-1014' }));
    expect(store.getState().loanApplication!.answers.verifiedData).toBeNull();
  });

  it('builds the request only when every answer is given, preferring the account email', () => {
    const answers = {
      ...emptyApplication,
      organizationCode: 'ZENITHTECH',
      organizationName: 'Zenith Tech Solutions Ltd',
      regNo: ' ZT-1001 ',
      loanType: 2,
      loanTypeName: 'Personal loan',
      amount: 50_000_000,
      email: 'typed@example.com',
    };
    expect(toEligibilityRequest({ ...answers, amount: null }, null)).toBeNull();
    expect(toEligibilityRequest(answers, null)).toMatchObject({
      regNo: 'ZT-1001',
      email: 'typed@example.com',
    });
    expect(toEligibilityRequest(answers, 'demo@lendbridge.example')).toEqual({
      ...request,
      regNo: 'ZT-1001',
    });
  });

  it('starting over clears the answers too', () => {
    const store = makeStore();
    store.dispatch(answersChanged({ regNo: 'ZT-1001' }));
    store.dispatch(resetWizard());
    expect(store.getState().loanApplication!.answers).toEqual(emptyApplication);
  });
});

describe('sending the check', () => {
  it('sends one check at a time, however quickly it is asked for twice', async () => {
    const sent = fakeGateway({ 'POST api/Eligibility/checkeligibility': ok(eligibleOutcome) });
    const store = makeStore({ eligibility: { activeStep: 3, status: false, feedBack: null } });

    await Promise.all([store.dispatch(runCheck(request)), store.dispatch(runCheck(request))]);

    expect(sent).toHaveLength(1);
    expect(store.getState().eligibility!.activeStep).toBe(4);
  });
});
