import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import {
  eligibleOutcome,
  ineligibleOutcome,
  loanTypes,
  offeringProvider,
  organizations,
} from '../../../../tests/unit/marketplace-fixtures';
import { fail, fakeGateway, forgetEverything, ok, type Reply } from '../../auth/__tests__/gateway-double';
import { EligibleOffers } from '../../offers/components/eligible-offers';
import { emptyApplication, initialLoanApplicationState } from '../application-slice';
import { EligibilityWizard, type EligibilityWizardProps } from '../components/eligibility-wizard';
import { useWizardPersistence } from '../use-wizard-persistence';
import { WIZARD_KEY } from '../wizard-storage';

const CHECK = 'POST api/Eligibility/checkeligibility';
const REQUEST_CODE = 'POST api/Identity/request_code';
const VERIFY_CODE = 'POST api/Identity/verify_code';
const CODE_SENT = "If this number is on Zenith Tech Solutions Ltd's records, we have emailed a 6-digit code.";
const PROOF = 'p'.repeat(43);
const OFFERING = 'GET api/Provider/provider_eligiblity_offering_by_loan_type_id/2';

function Wizard(props: Partial<EligibilityWizardProps>) {
  useWizardPersistence();
  return (
    <EligibilityWizard
      organizations={{ items: organizations, loading: false, error: null }}
      loanTypes={{ items: loanTypes, loading: false, error: null }}
      providerSettings={{ items: [], loading: false, error: null }}
      accountEmail={null}
      renderOffers={(outcome, answers) => (
        <EligibleOffers
          offers={outcome.offers}
          loanTypeId={answers.loanType}
          loanTypeName={answers.loanTypeName}
        />
      )}
      {...props}
    />
  );
}

const reviewState = {
  eligibility: { activeStep: 3, status: false, feedBack: null },
  loanApplication: {
    ...initialLoanApplicationState,
    answers: {
      ...emptyApplication,
      organizationCode: 'LAGOSHEALTH',
      organizationName: 'Lagos State Health Service Commission',
      regNo: 'LHS-20417',
      loanType: 2,
      loanTypeName: 'Personal loan',
      amount: 50_000_000,
      email: 'tunde@example.com',
      // Reaching the review means the code step was passed.
      identityProof: PROOF,
    },
  },
};

afterEach(() => {
  forgetEverything();
});

describe('the eligibility wizard', () => {
  // Every step of the wizard typed and clicked through, one keystroke at a time: the longest
  // test here, and well past the default on two busy cores.
  it('takes a visitor through the steps to an eligible result with the offers compared', async () => {
    const sent = fakeGateway({
      [REQUEST_CODE]: ok({}, CODE_SENT),
      [VERIFY_CODE]: ok(
        { proofToken: PROOF, expiresAt: '2026-01-02T00:00:00.000Z', bound: false },
        'Thank you',
      ),
      [CHECK]: ok(eligibleOutcome, 'You are eligible for offers from 3 providers'),
      [OFFERING]: ok({ items: [offeringProvider] }),
    });
    const { user } = renderWithProviders(<Wizard />);

    await user.selectOptions(screen.getByLabelText(/^Employer or school/), 'ZENITHTECH');
    await user.type(screen.getByLabelText(/^Staff or registration number/), 'ZT-1001');
    await user.click(screen.getByRole('button', { name: 'Next: confirm it is you' }));

    // Nothing about the person is asked for or shown before the emailed code.
    expect(screen.getByRole('heading', { name: 'Step 2 of 5: Confirm it is you' })).toHaveFocus();
    await user.click(await screen.findByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText(CODE_SENT)).toHaveAttribute('role', 'status');
    // What to do when the email does not come, or goes to an address no longer read.
    expect(screen.getByText(/Look in your spam or junk folder, then send a new code/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code from the email/), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect(screen.getByLabelText(/^Code from the email/)).toHaveAccessibleDescription(
      'Enter the 6-digit code from the email.',
    );
    await user.type(screen.getByLabelText(/^Code from the email/), '6');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));

    expect(await screen.findByRole('heading', { name: 'Step 3 of 5: Your loan' })).toHaveFocus();
    await user.selectOptions(await screen.findByLabelText(/^Kind of loan/), 'Personal loan');
    await user.type(screen.getByLabelText(/^Amount you want to borrow/), '500,000');
    await user.selectOptions(screen.getByLabelText(/^Repayment period/), '12 months');
    await user.click(screen.getByRole('button', { name: 'Next: review' }));

    expect(screen.getByRole('heading', { name: 'Step 4 of 5: Review' })).toBeInTheDocument();
    expect(await screen.findByText('₦500,000')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email address/), 'demo@lendbridge.example');
    await user.click(await screen.findByRole('button', { name: 'Check my eligibility' }));

    expect(await screen.findByRole('heading', { name: 'Step 5 of 5: Result' })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ body: { organizationCode: 'ZENITHTECH', regNo: 'ZT-1001' } });
    expect(sent[1]).toMatchObject({
      body: { organizationCode: 'ZENITHTECH', regNo: 'ZT-1001', code: '123456' },
    });
    expect(sent[2]).toMatchObject({
      method: 'POST',
      body: {
        organizationCode: 'ZENITHTECH',
        organizationName: 'Zenith Tech Solutions Ltd',
        regNo: 'ZT-1001',
        loanType: 2,
        amount: 50_000_000,
        tenorMonths: 12,
        email: 'demo@lendbridge.example',
        identityProof: PROOF,
      },
    });
    expect(await screen.findByText('You are eligible for offers from 3 lenders.')).toBeInTheDocument();
    expect(screen.getByText(/Registration number verified/)).toHaveTextContent('Passed');

    const offers = () =>
      within(screen.getByRole('list', { name: 'Offers' }))
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent);
    expect(offers()).toEqual(['Harmattan Finance', 'Lagoon Microfinance Bank', 'Kobo Credit']);
    expect(screen.getByText(/No lender pays for its position/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort offers by'), 'Monthly repayment, lowest first');
    expect(offers()).toEqual(['Lagoon Microfinance Bank', 'Harmattan Finance', 'Kobo Credit']);
    await user.selectOptions(screen.getByLabelText('Sort offers by'), 'APR, lowest first');
    expect(offers()).toEqual(['Harmattan Finance', 'Kobo Credit', 'Lagoon Microfinance Bank']);

    expect(screen.getByRole('link', { name: 'Choose this offer from Kobo Credit' })).toHaveAttribute(
      'href',
      '/application?offer=1a1a1a1a-1111-4111-8111-111111111111',
    );
    expect(await screen.findAllByText(/Representative example \(Kobo Credit\)/)).not.toHaveLength(0);

    // The answers and the result survive a reload of this tab.
    expect(JSON.parse(sessionStorage.getItem(WIZARD_KEY) ?? 'null')).toMatchObject({
      wizard: { activeStep: 4, status: true },
    });
    // Every step typed by a simulated person: slow on two busy cores.
  }, 30_000);

  it('says beside the field when a code is wrong or expired, sends a new one, and forgets a proof for another number', async () => {
    let tries = 0;
    const sent = fakeGateway({
      [REQUEST_CODE]: ok({}, CODE_SENT),
      [VERIFY_CODE]: () => {
        tries += 1;
        return tries === 1
          ? fail(
              400,
              'That code is not right. Check the latest email we sent and try again (4 tries left).',
              {
                field: 'code',
              },
            )
          : fail(400, 'This code has expired: codes work for 10 minutes. Ask for a new code.', {
              field: 'code',
            });
      },
    });
    const { user, store } = renderWithProviders(<Wizard />, {
      preloadedState: {
        ...reviewState,
        eligibility: { activeStep: 1, status: false, feedBack: null },
        loanApplication: {
          ...reviewState.loanApplication,
          answers: { ...reviewState.loanApplication.answers, identityProof: null },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Email me a code' }));
    await user.type(await screen.findByLabelText(/^Code from the email/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    const field = screen.getByLabelText(/^Code from the email/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/4 tries left/));
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/has expired/));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.url === 'api/Identity/request_code')).toHaveLength(2),
    );
    expect(store.getState().loanApplication!.answers.identityProof).toBeNull();

    // A proof is for one number: changing the number asks for a new code.
    store.dispatch({ type: 'loanApplication/answersChanged', payload: { identityProof: PROOF } });
    store.dispatch({ type: 'loanApplication/answersChanged', payload: { regNo: 'LHS-10234' } });
    expect(store.getState().loanApplication!.answers.identityProof).toBeNull();
  }, 90_000);

  it('shows an ineligible result with the failed rule, goes back to change the loan, and starts over', async () => {
    fakeGateway({
      [CHECK]: {
        status: 200,
        data: {
          requestSuccessful: false,
          message: 'The monthly repayment is more than you can afford',
          responseData: ineligibleOutcome,
        },
      },
    });
    const { user, store } = renderWithProviders(<Wizard />, { preloadedState: reviewState });

    await user.click(await screen.findByRole('button', { name: 'Check my eligibility' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The monthly repayment is more than you can afford',
    );
    expect(screen.getByText(/^Affordability/)).toHaveTextContent('Failed');

    await user.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect(screen.getByRole('heading', { name: 'Step 3 of 5: Your loan' })).toHaveFocus();
    expect(await screen.findByLabelText(/^Amount you want to borrow/)).toHaveValue('500000');
    expect(store.getState().eligibility!.activeStep).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 5: Confirm it is you' })).toHaveFocus();
    expect(await screen.findByText(/You have confirmed that LHS-20417/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Staff or registration number/)).toHaveValue('LHS-20417');
  });

  it('starts over from the result, forgetting the answers and the saved copy', async () => {
    fakeGateway({});
    const { user, store } = renderWithProviders(<Wizard />, {
      preloadedState: {
        ...reviewState,
        eligibility: { activeStep: 4, status: false, feedBack: 'Not eligible' },
      },
    });
    await waitFor(() => expect(sessionStorage.getItem(WIZARD_KEY)).not.toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Start over' }));

    expect(screen.getByRole('heading', { name: 'Step 1 of 5: Where you work or study' })).toHaveFocus();
    expect(screen.getByLabelText(/^Staff or registration number/)).toHaveValue('');
    expect(store.getState().eligibility!).toEqual({ activeStep: 0, status: false, feedBack: null });
    await waitFor(() => expect(sessionStorage.getItem(WIZARD_KEY)).toBeNull());
  });

  it('does not ask a logged-in borrower for their email, and sends theirs', async () => {
    const sent = fakeGateway({ [CHECK]: ok(eligibleOutcome), [OFFERING]: ok({ items: [] }) });
    const { user } = renderWithProviders(<Wizard accountEmail="demo@lendbridge.example" />, {
      preloadedState: reviewState,
    });

    expect(screen.queryByLabelText(/^Email address/)).not.toBeInTheDocument();
    expect(screen.getByText('demo@lendbridge.example')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Check my eligibility' }));

    await screen.findByRole('heading', { name: 'Step 5 of 5: Result' });
    expect(sent[0]?.body).toMatchObject({ email: 'demo@lendbridge.example' });
  });

  it('keeps what was chosen on the loan step when the person goes back and returns', async () => {
    const { user, store } = renderWithProviders(<Wizard />, {
      preloadedState: { ...reviewState, eligibility: { activeStep: 2, status: false, feedBack: null } },
    });
    const amount = screen.getByLabelText(/^Amount you want to borrow/);
    await user.clear(amount);
    await user.type(amount, '750,000');
    await user.selectOptions(await screen.findByLabelText(/^Kind of loan/), 'Salary advance');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 5: Confirm it is you' })).toBeInTheDocument();
    expect(store.getState().loanApplication!.answers).toMatchObject({
      amount: 75_000_000,
      loanTypeName: 'Salary advance',
    });

    await user.click(await screen.findByRole('button', { name: /^Next/ }));
    expect(screen.getByLabelText(/^Amount you want to borrow/)).toHaveValue('750000');
    expect(screen.getByLabelText(/^Kind of loan/)).toHaveDisplayValue('Salary advance');
  });

  it('going back with an amount that is not a whole number yet keeps the one saved before', async () => {
    const { user, store } = renderWithProviders(<Wizard />, {
      preloadedState: { ...reviewState, eligibility: { activeStep: 2, status: false, feedBack: null } },
    });
    const amount = screen.getByLabelText(/^Amount you want to borrow/);
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(store.getState().loanApplication!.answers.amount).toBe(50_000_000);
  });

  it('refuses an amount that is not a positive whole number, beside the field', async () => {
    const { user } = renderWithProviders(<Wizard />, {
      preloadedState: { ...reviewState, eligibility: { activeStep: 2, status: false, feedBack: null } },
    });
    const amount = screen.getByLabelText(/^Amount you want to borrow/);

    await user.clear(amount);
    await user.type(amount, '1500.50');
    await user.click(screen.getByRole('button', { name: 'Next: review' }));
    expect(amount).toHaveAccessibleDescription('Enter a whole amount in digits, for example 500,000.');
    expect(amount).toHaveFocus();

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Next: review' }));
    expect(amount).toHaveAccessibleDescription('Enter an amount greater than zero.');
  });

  it('shows a refused check on the review step, and sends it once however often it is clicked', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const sent = fakeGateway({
      [CHECK]: () =>
        new Promise((resolve) => {
          answer = () => resolve(fail(429, 'Too many checks. Try again in a minute.'));
        }),
    });
    const { user } = renderWithProviders(<Wizard />, { preloadedState: reviewState });
    const button = await screen.findByRole('button', { name: 'Check my eligibility' });

    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Checking…' })).toHaveAttribute('aria-disabled', 'true');
    // It keeps focus, so a second press of Enter reaches it while the first is on its way: nothing is sent.
    await user.keyboard('{Enter}');
    // A second submit (Enter in a field) while the first is on its way sends nothing.
    fireEvent.submit(screen.getByRole('form', { name: 'Review your answers' }));
    answer(null);

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many checks. Try again in a minute.');
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Step 4 of 5: Review' })).toBeInTheDocument();
  });
  describe('for keyboard and screen-reader users', () => {
    it('focuses the heading of an eligible result, described by the outcome', async () => {
      fakeGateway({ [CHECK]: ok(eligibleOutcome), [OFFERING]: ok({ items: [] }) });
      const { user } = renderWithProviders(<Wizard />, { preloadedState: reviewState });
      await user.click(await screen.findByRole('button', { name: 'Check my eligibility' }));

      const heading = await screen.findByRole('heading', { name: 'Step 5 of 5: Result' });
      expect(heading).toHaveFocus();
      expect(heading).toHaveAccessibleDescription(/^You are eligible for offers from 3 lenders\./);

      await user.click(await screen.findByRole('button', { name: 'Start over' }));
      expect(
        screen.getByRole('heading', { name: 'Step 1 of 5: Where you work or study' }),
      ).not.toHaveAttribute('aria-describedby');
    });

    it('reads the reason with the heading of an ineligible result', async () => {
      fakeGateway({
        [CHECK]: {
          status: 200,
          data: {
            requestSuccessful: false,
            message: 'The monthly repayment is more than you can afford',
            responseData: ineligibleOutcome,
          },
        },
      });
      const { user } = renderWithProviders(<Wizard />, { preloadedState: reviewState });
      await user.click(await screen.findByRole('button', { name: 'Check my eligibility' }));

      const heading = await screen.findByRole('heading', { name: 'Step 5 of 5: Result' });
      expect(heading).toHaveFocus();
      expect(heading).toHaveAccessibleDescription(
        'You are not eligible for this loan yet. The monthly repayment is more than you can afford',
      );
    });

    /** The gateway refuses the check with `refusal`, but only when the test calls the function returned. */
    function holdCheckAnswer(refusal: Reply): () => void {
      let answer: () => void = () => undefined;
      fakeGateway({
        [CHECK]: () =>
          new Promise((resolve) => {
            answer = () => resolve(refusal);
          }),
      });
      return () => answer();
    }

    it('keeps focus on the button while checking and after a refused check', async () => {
      const answer = holdCheckAnswer(fail(429, 'Too many checks. Try again in a minute.'));
      const { user } = renderWithProviders(<Wizard />, { preloadedState: reviewState });
      await user.click(await screen.findByRole('button', { name: 'Check my eligibility' }));
      const busy = await screen.findByRole('button', { name: 'Checking…' });
      // Refusing presses without the disabled attribute, which would make a browser drop focus.
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      expect(busy).not.toBeDisabled();
      expect(busy).toHaveFocus();
      answer();

      expect(await screen.findByRole('alert')).toHaveTextContent('Too many checks. Try again in a minute.');
      expect(screen.getByRole('button', { name: 'Check my eligibility' })).toHaveFocus();
    });

    it('puts focus on the email field when the refusal is about the email', async () => {
      const answer = holdCheckAnswer(fail(400, 'Enter a valid email address.', { field: 'email' }));
      const { user } = renderWithProviders(<Wizard />, { preloadedState: reviewState });
      await user.click(await screen.findByRole('button', { name: 'Check my eligibility' }));
      (await screen.findByRole('button', { name: 'Checking…' })).blur();
      answer();

      const email = screen.getByLabelText(/^Email address/);
      await waitFor(() => expect(email).toHaveFocus());
      expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    });

    it('leaves focus where the person put it if they moved on while the check ran', async () => {
      const answer = holdCheckAnswer(fail(503, 'The service is busy.'));
      const { user } = renderWithProviders(<Wizard />, { preloadedState: reviewState });
      await user.click(await screen.findByRole('button', { name: 'Check my eligibility' }));
      const email = screen.getByLabelText(/^Email address/);
      email.focus();
      answer();

      expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy.');
      expect(email).toHaveFocus();
    });
  });
});
