import type { Settlement } from '@lendbridge/contract';
import { formatCalendarDate } from './dates';
import { formatMoney } from './money';

/**
 * The payoff figure as every loan page words it (docs/api.md, "Settlement (payoff)"): always
 * beside "Payments left on the schedule" (which includes future interest), labelled so neither
 * is taken for the other.
 */
export const PAYMENTS_LEFT_LABEL = 'Payments left on the schedule';

function makeUp(settlement: Settlement): string {
  return [
    `principal ${formatMoney(settlement.principal)}`,
    `interest to date ${formatMoney(settlement.accruedInterest)}`,
    ...(settlement.fee > 0 ? [`early-settlement fee ${formatMoney(settlement.fee)}`] : []),
    ...(settlement.partPayment > 0 ? [`less ${formatMoney(settlement.partPayment)} already paid`] : []),
  ].join(', ');
}

/** "To settle today (date)": the loan is being repaid. */
export function settleTodayTerms(settlement: Settlement): [string, string] {
  return [
    `To settle today (${formatCalendarDate(settlement.asOf)})`,
    `${formatMoney(settlement.amount)} (${makeUp(settlement)})`,
  ];
}

/** The closing figure of a loan a renewal settled early, and the interest it did not charge. */
export function settledEarlyTerms(settlement: Settlement): Array<[string, string]> {
  return [
    [
      `Settled early on ${formatCalendarDate(settlement.asOf)}`,
      `${formatMoney(settlement.amount)} (${makeUp(settlement)})`,
    ],
    ['Scheduled interest not charged', formatMoney(settlement.interestNotCharged)],
  ];
}
