import { quoteLoan, repaymentSchedule } from '@lendbridge/contract';
import { applyRepayment, lockProviderRepayments } from '../gateway/lender/repayments';
import { recordPayout } from '../gateway/lender/payouts';
import { findMember, findOrganization, providerTerms } from '../core/catalogue-facts';
import { lockLoan } from '../core/loan-records';
import { requestRenewal } from '../gateway/marketplace/loans';
import { acceptOffer, createApplication } from '../gateway/marketplace/offers';
import { addMonths, dayOf } from '../core/schedule';
import type { Queryable } from '../db/database';
import type { SeedBorrowerHistory } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lenders here pay out a couple of days after a loan is accepted. */
const DAYS_TO_DISBURSE = 2;

interface Borrower {
  userId: number;
  identityProofId: null;
  organizationId: number;
  memberId: number;
}

async function idOf(tx: Queryable, sql: string, key: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(sql, [key]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`Demo data refers to ${key}, which is not in the catalogue`);
  return id;
}

/** Offers priced exactly as a live check prices them, from each provider's current terms. */
async function pricedOffers(
  tx: Queryable,
  loanTypeCode: string,
  slugs: string[],
  amount: number,
  tenor: number,
) {
  const loanTypeId = await idOf(tx, 'SELECT id FROM loan_types WHERE code = $1', loanTypeCode);
  const terms = await providerTerms(tx, loanTypeId);
  const offers = [];
  for (const slug of slugs) {
    const providerId = await idOf(tx, 'SELECT id FROM providers WHERE slug = $1', slug);
    const providerTerm = terms.find((term) => term.providerId === providerId);
    if (!providerTerm) throw new Error(`Demo data: ${slug} does not lend ${loanTypeCode}`);
    const quote = quoteLoan({
      principal: amount,
      tenorMonths: tenor,
      annualInterestRateBps: providerTerm.annualInterestRateBps,
      processingFeeBps: providerTerm.processingFeeBps,
    });
    offers.push({ providerId, quote });
  }
  return { loanTypeId, offers };
}

/**
 * Replays each demo borrower's history through the same steps the API takes (offer, accept,
 * pay out, repay, ask to renew), so every row and audit entry is one the live product could
 * have written.
 * A borrower who already has applications is left alone, so seeding twice adds nothing.
 */
export async function seedBorrowerHistories(
  tx: Queryable,
  histories: SeedBorrowerHistory[],
  now: Date,
  rules: { offerTtlDays: number; affordabilityShareBps: number },
): Promise<void> {
  const { offerTtlDays, affordabilityShareBps } = rules;
  for (const history of histories) {
    const { rows: users } = await tx.query<{ id: number }>(
      'SELECT id FROM users WHERE lower(email) = lower($1)',
      [history.email],
    );
    const user = users[0];
    if (!user) continue;
    const organization = await findOrganization(tx, history.organizationCode);
    const member = organization ? await findMember(tx, organization.id, history.regNo) : undefined;
    if (!organization || !member?.contactEmail) {
      throw new Error(`Demo data: ${history.regNo} is not on a roster with a contact`);
    }
    // The demo borrower proved her staff number when she joined, so her account holds it.
    await tx.query(
      `INSERT INTO identity_bindings (member_id, user_id, contact, proven_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id) DO NOTHING`,
      [member.id, user.id, member.contactEmail, now],
    );
    const { rows: existing } = await tx.query('SELECT 1 FROM loan_applications WHERE user_id = $1 LIMIT 1', [
      user.id,
    ]);
    if (existing.length > 0) continue;
    const borrower: Borrower = {
      userId: user.id,
      identityProofId: null,
      organizationId: organization.id,
      memberId: member.id,
    };

    for (const loan of history.loans) {
      const acceptedAt = addMonths(now, -loan.acceptedMonthsAgo);
      const { loanTypeId, offers } = await pricedOffers(
        tx,
        loan.loanTypeCode,
        [loan.providerSlug],
        loan.amount,
        loan.tenorMonths,
      );
      const { offerIds } = await createApplication(tx, {
        ...borrower,
        loanTypeId,
        amount: loan.amount,
        tenorMonths: loan.tenorMonths,
        offers,
        expiresAt: new Date(acceptedAt.getTime() + offerTtlDays * DAY_MS),
        at: acceptedAt,
      });
      const { loanId, providerId } = await acceptOffer(
        tx,
        offerIds[0]!,
        borrower,
        acceptedAt,
        affordabilityShareBps,
      );
      if (loan.paidOut === false) continue;
      const disbursedAt = new Date(acceptedAt.getTime() + DAYS_TO_DISBURSE * DAY_MS);
      await recordPayout(tx, {
        loanId,
        amountPaid: offers[0]!.quote.amountReceived,
        paidOn: dayOf(disbursedAt),
        reference: `PAYOUT-${dayOf(disbursedAt)}-${history.regNo}`,
        actorUserId: null,
        today: dayOf(now),
      });
      // Each month's payroll deduction pays that month's instalment.
      const schedule = repaymentSchedule(
        loan.amount,
        offers[0]!.quote.annualInterestRateBps,
        loan.tenorMonths,
      );
      await lockProviderRepayments(tx, providerId);
      for (const installment of schedule.slice(0, loan.installmentsPaid)) {
        const paidOn = dayOf(addMonths(disbursedAt, installment.number));
        await applyRepayment(tx, await lockLoan(tx, loanId), {
          amount: installment.amount,
          paidOn,
          reference: `PAYROLL-${paidOn.slice(0, 7)}-${history.regNo}`,
          source: 'manual',
          remittanceId: null,
          actorUserId: null,
        });
      }
      if (loan.renewal) {
        const { quotedUnderOldRule, ...renewal } = loan.renewal;
        const requested = await requestRenewal(
          tx,
          user.id,
          { loanId, ...renewal },
          affordabilityShareBps,
          now,
        );
        if (quotedUnderOldRule) {
          // As migration 011 found such requests: quoted before the payoff figure, no quote kept.
          await tx.query(`UPDATE loan_renewals SET quoted_settlement = NULL WHERE id = $1`, [
            requested.renewal.id,
          ]);
        }
      }
    }

    const check = history.openCheck;
    if (!check) continue;
    const checkedAt = new Date(now.getTime() - check.checkedDaysAgo * DAY_MS);
    const { loanTypeId, offers } = await pricedOffers(
      tx,
      check.loanTypeCode,
      check.providerSlugs,
      check.amount,
      check.tenorMonths,
    );
    await createApplication(tx, {
      ...borrower,
      loanTypeId,
      amount: check.amount,
      tenorMonths: check.tenorMonths,
      offers,
      expiresAt: new Date(checkedAt.getTime() + offerTtlDays * DAY_MS),
      at: checkedAt,
    });
  }
}
