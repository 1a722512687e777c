import type { Payoff, SettlementRequest, SettlementRequestStatus } from '@lendbridge/contract';
import type { Queryable } from '../db/database';
import { Conflict } from '../errors/domain-errors';
import { audit } from './audit';
import { payoffBasisOf, payoffOf, type LoanRecord } from './loan-records';
import { dayOf } from './schedule';
import { assertTakesRepayments } from './state-machine';

/**
 * Early settlement (docs/api.md, "Early settlement"): the borrower asks, the lender records the
 * payment. The figure is always the one payoff function's (contract loan-math `payoff`).
 */
interface SettlementRequestRow {
  id: string;
  loanId: string;
  status: SettlementRequestStatus;
  requestedAt: Date;
  quotedSettlement: Payoff;
  settledAt: Date | null;
}

const SELECT = `SELECT id, loan_id AS "loanId", status, requested_at AS "requestedAt",
  quoted_settlement AS "quotedSettlement", settled_at AS "settledAt" FROM settlement_requests`;

const toSettlementRequest = ({
  requestedAt,
  settledAt,
  ...row
}: SettlementRequestRow): SettlementRequest => ({
  ...row,
  requestedAt: requestedAt.toISOString(),
  settledAt: settledAt?.toISOString() ?? null,
});

/** Every settlement request on a loan, newest first. */
export async function settlementRequestsOf(db: Queryable, loanId: string): Promise<SettlementRequest[]> {
  const { rows } = await db.query<SettlementRequestRow>(
    `${SELECT} WHERE loan_id = $1 ORDER BY requested_at DESC, id`,
    [loanId],
  );
  return rows.map(toSettlementRequest);
}

/**
 * Records the borrower's request to settle `loan` (locked by the caller, and theirs) at today's
 * payoff figure. Only a loan being repaid can be settled, and one request is open at a time.
 */
export async function openSettlementRequest(
  tx: Queryable,
  loan: LoanRecord,
  now: Date,
): Promise<SettlementRequest> {
  assertTakesRepayments(loan.status);
  const { rows: open } = await tx.query<{ id: string }>(
    `SELECT id FROM settlement_requests WHERE loan_id = $1 AND status = 'open'`,
    [loan.id],
  );
  if (open[0]) {
    throw new Conflict(
      `You already asked ${loan.providerName} to settle this loan; they will record the payment when it is made.`,
      { reason: 'settlement_pending' },
    );
  }
  const settlement = payoffOf(payoffBasisOf(loan), dayOf(now));
  const { rows } = await tx.query<SettlementRequestRow>(
    `INSERT INTO settlement_requests (loan_id, user_id, quoted_settlement, requested_at)
     VALUES ($1, $2, $3::jsonb, $4)
     RETURNING id, loan_id AS "loanId", status, requested_at AS "requestedAt",
       quoted_settlement AS "quotedSettlement", settled_at AS "settledAt"`,
    [loan.id, loan.userId, JSON.stringify(settlement), now],
  );
  const request = toSettlementRequest(rows[0]!);
  await audit(tx, {
    actorUserId: loan.userId,
    entity: 'settlement_request',
    entityId: request.id,
    action: 'settlement_requested',
    fromStatus: null,
    toStatus: 'open',
    providerId: loan.providerId,
    details: { loanId: loan.id, settlement },
  });
  return request;
}

/** Marks the loan's open request (if any) settled by the payment recorded; answers its id. */
export async function closeSettlementRequest(
  tx: Queryable,
  loan: LoanRecord,
  input: { repaymentId: string; actorUserId: number; now: Date },
): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE settlement_requests SET status = 'settled', settled_at = $2, settled_by = $3, repayment_id = $4
     WHERE loan_id = $1 AND status = 'open' RETURNING id`,
    [loan.id, input.now, input.actorUserId, input.repaymentId],
  );
  const id = rows[0]?.id ?? null;
  if (id) {
    await audit(tx, {
      actorUserId: input.actorUserId,
      entity: 'settlement_request',
      entityId: id,
      action: 'settlement_request_settled',
      fromStatus: 'open',
      toStatus: 'settled',
      providerId: loan.providerId,
      details: { loanId: loan.id, repaymentId: input.repaymentId },
    });
  }
  return id;
}
