import { screen } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { loanTypes, organizations } from '../../../../tests/unit/marketplace-fixtures';
import { fail, fakeGateway, ok } from '../../auth/__tests__/gateway-double';
import { emptyApplication, initialLoanApplicationState } from '../../eligibility/application-slice';
import { EligibilityWizard } from '../../eligibility/components/eligibility-wizard';

const BINDING = 'GET api/Identity/binding';

const atCodeStep = {
  eligibility: { activeStep: 1, status: false, feedBack: null },
  loanApplication: {
    ...initialLoanApplicationState,
    answers: {
      ...emptyApplication,
      organizationCode: 'ZENITHTECH',
      organizationName: 'Zenith Tech Solutions Ltd',
      regNo: 'ZT-1001',
    },
  },
};

const Wizard = ({ accountEmail }: { accountEmail: string | null }) => (
  <EligibilityWizard
    organizations={{ items: organizations, loading: false, error: null }}
    loanTypes={{ items: loanTypes, loading: false, error: null }}
    providerSettings={{ items: [], loading: false, error: null }}
    accountEmail={accountEmail}
    renderOffers={() => null}
  />
);

describe('the code step for a returning borrower', () => {
  it('goes on without a code when the gateway says the account proved this number', async () => {
    const sent = fakeGateway({ [BINDING]: ok({ bound: true, provenAt: '2026-11-12T09:30:00.000Z' }) });
    const { user } = renderWithProviders(<Wizard accountEmail="demo@lendbridge.example" />, {
      preloadedState: atCodeStep,
    });

    expect(await screen.findByText(/You confirmed this is you on 12 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me a code' })).not.toBeInTheDocument();
    expect(sent[0]).toMatchObject({ params: { organizationCode: 'ZENITHTECH', regNo: 'ZT-1001' } });
    await user.click(screen.getByRole('button', { name: 'Next: your loan' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 5: Your loan' })).toBeInTheDocument();
  });

  it('asks for a code when the binding is not fresh, or the question fails', async () => {
    fakeGateway({ [BINDING]: ok({ bound: false, provenAt: null }) });
    const { unmount } = renderWithProviders(<Wizard accountEmail="demo@lendbridge.example" />, {
      preloadedState: atCodeStep,
    });
    expect(await screen.findByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
    unmount();

    fakeGateway({ [BINDING]: fail(500, 'Something went wrong') });
    renderWithProviders(<Wizard accountEmail="demo@lendbridge.example" />, { preloadedState: atCodeStep });
    expect(await screen.findByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
  });

  it('never asks for a visitor, who cannot hold a binding', async () => {
    const sent = fakeGateway({});
    renderWithProviders(<Wizard accountEmail={null} />, { preloadedState: atCodeStep });
    expect(await screen.findByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
