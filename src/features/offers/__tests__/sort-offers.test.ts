import { harmattanOffer, koboOffer, lagoonOffer, offer } from '../../../../tests/unit/marketplace-fixtures';
import { applicationPath, sortOffers } from '../sort-offers';

const names = (offers: Array<{ providerName: string }>) => offers.map((item) => item.providerName);

describe('ordering offers', () => {
  const offers = [koboOffer, harmattanOffer, lagoonOffer];

  it('orders by total cost of credit, monthly repayment or APR, lowest first, without changing the input', () => {
    expect(names(sortOffers(offers, 'totalCost'))).toEqual([
      'Harmattan Finance',
      'Lagoon Microfinance Bank',
      'Kobo Credit',
    ]);
    expect(names(sortOffers(offers, 'monthlyRepayment'))).toEqual([
      'Lagoon Microfinance Bank',
      'Harmattan Finance',
      'Kobo Credit',
    ]);
    expect(names(sortOffers(offers, 'apr'))).toEqual([
      'Harmattan Finance',
      'Kobo Credit',
      'Lagoon Microfinance Bank',
    ]);
    expect(names(offers)).toEqual(['Kobo Credit', 'Harmattan Finance', 'Lagoon Microfinance Bank']);
  });

  it('breaks ties on the total cost, then the lender name, never on who the lender is', () => {
    const tied = [
      offer({ id: 'c', providerName: 'Palmline Credit', aprBps: 3000, totalCostOfCredit: 200 }),
      offer({ id: 'b', providerName: 'Ember Finance', aprBps: 3000, totalCostOfCredit: 100 }),
      offer({ id: 'a', providerName: 'Abeokuta Loans', aprBps: 3000, totalCostOfCredit: 200 }),
    ];
    expect(names(sortOffers(tied, 'apr'))).toEqual(['Ember Finance', 'Abeokuta Loans', 'Palmline Credit']);
  });

  it('links an offer to its application page', () => {
    expect(applicationPath(koboOffer.id)).toBe('/application?offer=1a1a1a1a-1111-4111-8111-111111111111');
  });
});
