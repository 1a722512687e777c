import {
  SETTLEMENT_REQUEST_VALID_DAYS,
  type Payoff,
  type SettlementRequest,
  type SettlementRequestStatus,
} from '@lendbridge/contract';
import type { Queryable } from '../db/database';
import { Conflict } from '../errors/domain-errors';
import { audit } from './audit';
import { formatDate } from './format';
import { payoffBasisOf, payoffOf, type LoanRecord } from './loan-records';
import { dayOf, startOfDay } from './schedule';
import { assertTakesRepayments } from './state-machine';

/**
 * Early settlement (docs/api.md, "Early settlement"): the borrower asks, the lender records the
 * payment. The figure is always the one payoff function's (contract loan-math `payoff`). A
 * request holds until its `validUntil` day: the borrower may withdraw it before then, and past
 * it it lapses, so the borrower can ask again at a new figure.
 */
interface SettlementRequestRow {
  id: string;
  loanId: string;
  status: SettlementRequestStatus;
  requestedAt: Date;
  quotedSettlement: Payoff;
  validUntil: string;
  settledAt: Date | null;
  endedAt: Date | null;
}

const COLUMNS = `id, loan_id AS "loanId", status, requested_at AS "requestedAt",
  quoted_settlement AS "quotedSettlement", to_char(valid_until, 'YYYY-MM-DD') AS "validUntil",
  settled_at AS "settledAt", ended_at AS "endedAt"`;

/**
 * The request as things stand on `today`: an open one past its day is lapsed even before the
 * lapse job (or the next change on the loan) writes it down.
 */
const toSettlementRequest = (
  { requestedAt, settledAt, endedAt, ...row }: SettlementRequestRow,
  today: string,
): SettlementRequest => {
  const lapsed = row.status === 'open' && row.validUntil < today;
  return {
    ...row,
    status: lapsed ? 'lapsed' : row.status,
    requestedAt: requestedAt.toISOString(),
    settledAt: settledAt?.toISOString() ?? null,
    endedAt: endedAt?.toISOString() ?? (lapsed ? `${row.validUntil}T23:59:59.999Z` : null),
  };
};

/**
 * Writes down the lapse of open requests past their day (of one loan, or the oldest `limit` of
 * all), each with an audit row, in the caller's transaction. Requests a change holds locked are
 * skipped and caught next time; `status = 'open'` means none is lapsed or audited twice.
 */
export async function lapseSettlementRequests(
  tx: Queryable,
  now: Date,
  scope: { loanId: string } | { limit: number },
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `WITH due AS (
       SELECT id FROM settlement_requests
       WHERE status = 'open' AND valid_until < $1::date AND ($2::uuid IS NULL OR loan_id = $2)
       ORDER BY valid_until LIMIT $3 FOR UPDATE SKIP LOCKED),
     lapsed AS (
       UPDATE settlement_requests s SET status = 'lapsed', ended_at = $4
       FROM due WHERE s.id = due.id
       RETURNING s.id, s.loan_id, s.valid_until)
     INSERT INTO audit_log (actor_user_id, entity, entity_id, action, from_status, to_status, details, provider_id)
     SELECT NULL, 'settlement_request', lapsed.id, 'settlement_request_lapsed', 'open', 'lapsed',
            jsonb_build_object('loanId', lapsed.loan_id, 'validUntil', to_char(lapsed.valid_until, 'YYYY-MM-DD')),
            l.provider_id
     FROM lapsed JOIN loans l ON l.id = lapsed.loan_id
     RETURNING entity_id AS id`,
    [dayOf(now), 'loanId' in scope ? scope.loanId : null, 'limit' in scope ? scope.limit : null, now],
  );
  return rows.length;
}

/** Every settlement request on a loan, newest first. */
export async function settlementRequestsOf(
  db: Queryable,
  loanId: string,
  today: string,
): Promise<SettlementRequest[]> {
  const { rows } = await db.query<SettlementRequestRow>(
    `SELECT ${COLUMNS} FROM settlement_requests WHERE loan_id = $1 ORDER BY requested_at DESC, id`,
    [loanId],
  );
  return rows.map((row) => toSettlementRequest(row, today));
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
  await lapseSettlementRequests(tx, now, { loanId: loan.id });
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
  const today = dayOf(now);
  const settlement = payoffOf(payoffBasisOf(loan), today);
  const { rows } = await tx.query<SettlementRequestRow>(
    `INSERT INTO settlement_requests (loan_id, user_id, quoted_settlement, requested_at, valid_until)
     VALUES ($1, $2, $3::jsonb, $4, $5::date + $6::integer)
     RETURNING ${COLUMNS}`,
    [loan.id, loan.userId, JSON.stringify(settlement), now, today, SETTLEMENT_REQUEST_VALID_DAYS],
  );
  const request = toSettlementRequest(rows[0]!, today);
  await audit(tx, {
    actorUserId: loan.userId,
    entity: 'settlement_request',
    entityId: request.id,
    action: 'settlement_requested',
    fromStatus: null,
    toStatus: 'open',
    providerId: loan.providerId,
    details: { loanId: loan.id, settlement, validUntil: request.validUntil },
  });
  return request;
}

/**
 * Withdraws the borrower's open request on `loan` (locked by the caller, and theirs). Asked again
 * once withdrawn, it answers that request unchanged, so a retry without a key changes nothing.
 */
export async function withdrawSettlementRequest(
  tx: Queryable,
  loan: LoanRecord,
  now: Date,
): Promise<SettlementRequest> {
  await lapseSettlementRequests(tx, now, { loanId: loan.id });
  const today = dayOf(now);
  const { rows } = await tx.query<SettlementRequestRow>(
    `UPDATE settlement_requests SET status = 'withdrawn', ended_at = $2
     WHERE loan_id = $1 AND status = 'open' RETURNING ${COLUMNS}`,
    [loan.id, now],
  );
  const withdrawn = rows[0];
  if (withdrawn) {
    await audit(tx, {
      actorUserId: loan.userId,
      entity: 'settlement_request',
      entityId: withdrawn.id,
      action: 'settlement_request_withdrawn',
      fromStatus: 'open',
      toStatus: 'withdrawn',
      providerId: loan.providerId,
      details: { loanId: loan.id },
    });
    return toSettlementRequest(withdrawn, today);
  }
  const latest = (await settlementRequestsOf(tx, loan.id, today))[0];
  if (latest?.status === 'withdrawn') return latest;
  const why =
    latest?.status === 'lapsed'
      ? `Your request to settle this loan lapsed after ${formatDate(startOfDay(latest.validUntil))}, so there is nothing to withdraw.`
      : latest?.status === 'settled'
        ? `${loan.providerName} already recorded your settlement, so there is nothing to withdraw.`
        : 'You have not asked to settle this loan, so there is nothing to withdraw.';
  throw new Conflict(why, { reason: 'no_open_settlement' });
}

/** Marks the loan's open request (if any) settled by the payment recorded; answers its id. */
export async function closeSettlementRequest(
  tx: Queryable,
  loan: LoanRecord,
  input: { repaymentId: string; actorUserId: number; now: Date },
): Promise<string | null> {
  // A lapsed request is not answered by a payment recorded after its day: the borrower asks anew.
  await lapseSettlementRequests(tx, input.now, { loanId: loan.id });
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
