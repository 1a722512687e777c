import type { Offer } from '@lendbridge/contract';
import * as React from 'react';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney, formatRate } from '../../../lib/money';
import { monthsLabel } from '../../../lib/tenor';
import * as styles from './offer-terms.module.css';

export type OfferQuote = Pick<
  Offer,
  | 'principal'
  | 'processingFee'
  | 'amountReceived'
  | 'tenorMonths'
  | 'annualInterestRateBps'
  | 'aprBps'
  | 'monthlyRepayment'
  | 'totalRepayment'
  | 'totalCostOfCredit'
>;

/** Every figure a borrower needs to compare one offer with another, in the same order on every offer. */
export function offerTermRows(offer: OfferQuote & { expiresAt?: string }): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['You receive', formatMoney(offer.amountReceived)],
    ['Amount borrowed', formatMoney(offer.principal)],
    ['Repayment period', monthsLabel(offer.tenorMonths)],
    ['Monthly repayment', formatMoney(offer.monthlyRepayment)],
    ['Total repayment', formatMoney(offer.totalRepayment)],
    ['Total cost of credit', formatMoney(offer.totalCostOfCredit)],
    [
      'Fees',
      offer.processingFee === 0
        ? 'No processing fee'
        : `${formatMoney(offer.processingFee)} processing fee, deducted before payout`,
    ],
    ['Interest rate', `${formatRate(offer.annualInterestRateBps)} a year`],
    ['APR', formatRate(offer.aprBps)],
  ];
  if (offer.expiresAt) rows.push(['Offer expires', formatDateTime(offer.expiresAt)]);
  return rows;
}

export function OfferTerms({ offer }: { offer: OfferQuote & { expiresAt?: string } }) {
  return (
    <dl className={styles.terms}>
      {offerTermRows(offer).map(([term, value]) => (
        <React.Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
}
