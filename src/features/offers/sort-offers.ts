import type { Offer } from '@lendbridge/contract';

export const OFFER_ORDERS = ['totalCost', 'monthlyRepayment', 'apr'] as const;
export type OfferOrder = (typeof OFFER_ORDERS)[number];

export const OFFER_ORDER_LABELS: Record<OfferOrder, string> = {
  totalCost: 'Total cost of credit, lowest first',
  monthlyRepayment: 'Monthly repayment, lowest first',
  apr: 'APR, lowest first',
};

export const isOfferOrder = (value: string): value is OfferOrder =>
  (OFFER_ORDERS as readonly string[]).includes(value);

type Quote = Pick<Offer, 'totalCostOfCredit' | 'monthlyRepayment' | 'aprBps' | 'providerName'>;

const KEYS: Record<OfferOrder, (offer: Quote) => number> = {
  totalCost: (offer) => offer.totalCostOfCredit,
  monthlyRepayment: (offer) => offer.monthlyRepayment,
  apr: (offer) => offer.aprBps,
};

/**
 * Orders offers by the chosen figure only, lowest first. Ties fall back to the total cost, then
 * the lender's name, so the order never depends on who a lender is or what it pays us.
 */
export function sortOffers<T extends Quote>(offers: readonly T[], order: OfferOrder): T[] {
  const key = KEYS[order];
  return [...offers].sort(
    (a, b) =>
      key(a) - key(b) ||
      a.totalCostOfCredit - b.totalCostOfCredit ||
      a.providerName.localeCompare(b.providerName),
  );
}

/** The page that applies for an offer. */
export const applicationPath = (offerId: string) => `/application?offer=${encodeURIComponent(offerId)}`;
