import { screen, within } from '@testing-library/react';
import * as React from 'react';
import { harmattanOffer, koboOffer, lagoonOffer, offer } from '../../../../tests/unit/marketplace-fixtures';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { OfferComparison } from '../components/offer-comparison';

/*
 * Each test names the exact offers it expects, in order, and counts them first: an empty list,
 * a missing offer or a lender shown under another name fails, rather than passing vacuously.
 */

const offersList = () => screen.getByRole('list', { name: 'Offers' });
const shownLenders = () =>
  within(offersList())
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 3 }).textContent);

function renderComparison(offers = [koboOffer, harmattanOffer, lagoonOffer]) {
  const renderActions = jest.fn((shown: { providerName: string }) => (
    <button type="button">Choose {shown.providerName}</button>
  ));
  return {
    renderActions,
    ...renderWithProviders(<OfferComparison offers={offers} idPrefix="test" renderActions={renderActions} />),
  };
}

describe('the offer comparison', () => {
  it('says “No processing fee” for an offer without one, and the fee for one with', () => {
    renderComparison([{ ...koboOffer, processingFee: 0 }, harmattanOffer]);

    const kobo = within(offersList())
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { level: 3, name: 'Kobo Credit' }))!;
    expect(within(kobo).getByText('No processing fee')).toBeInTheDocument();
    expect(within(offersList()).getAllByText(/processing fee, deducted before payout$/)).toHaveLength(1);
  });

  it('lists every offer once, cheapest total cost of credit first', () => {
    renderComparison();

    expect(within(offersList()).getAllByRole('listitem')).toHaveLength(3);
    expect(shownLenders()).toEqual(['Harmattan Finance', 'Lagoon Microfinance Bank', 'Kobo Credit']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offers are ordered by total cost of credit, lowest first.',
    );
  });

  it('reorders by the figure the borrower picks, and says so', async () => {
    const { user } = renderComparison();

    await user.selectOptions(screen.getByLabelText('Sort offers by'), 'Monthly repayment, lowest first');
    expect(shownLenders()).toEqual(['Lagoon Microfinance Bank', 'Harmattan Finance', 'Kobo Credit']);
    expect(screen.getByRole('status')).toHaveTextContent('ordered by monthly repayment, lowest first');

    await user.selectOptions(screen.getByLabelText('Sort offers by'), 'APR, lowest first');
    expect(shownLenders()).toEqual(['Harmattan Finance', 'Kobo Credit', 'Lagoon Microfinance Bank']);
  });

  it('offers actions on open offers only, and marks the others with their status', () => {
    const expired = offer({
      id: '4d4d4d4d-4444-4444-8444-444444444444',
      providerName: 'Palmline Credit',
      expiresAt: '2000-01-01T00:00:00.000Z',
      totalCostOfCredit: 1,
    });
    const declined = offer({
      id: '5e5e5e5e-5555-4555-8555-555555555555',
      providerName: 'Ember Finance',
      status: 'declined',
      totalCostOfCredit: 2,
    });
    const { renderActions } = renderComparison([koboOffer, expired, declined]);

    expect(shownLenders()).toEqual(['Palmline Credit', 'Ember Finance', 'Kobo Credit']);
    const [palmline, ember, kobo] = within(offersList()).getAllByRole('listitem');
    expect(within(palmline!).getByText('Expired')).toBeInTheDocument();
    expect(within(ember!).getByText('Declined')).toBeInTheDocument();
    expect(within(palmline!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(ember!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(kobo!).getByRole('button', { name: 'Choose Kobo Credit' })).toBeInTheDocument();
    expect(renderActions.mock.calls.map(([shown]) => shown.providerName)).toEqual(['Kobo Credit']);
  });

  it('shows nothing at all, not an empty list, when there is no offer', () => {
    renderComparison([]);

    expect(screen.queryByRole('list', { name: 'Offers' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sort offers by')).not.toBeInTheDocument();
  });
});
