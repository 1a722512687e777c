import { PAYMENT_REMINDER_DAYS_AHEAD, type EmailKind } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { hashToken, randomToken } from '../../auth/secrets';
import type { Database } from '../../db/database';
import { loggableMessage } from '../../http/logging';
import { schedulePeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { audit } from '../../core/audit';
import { instalmentOverdueMessage, paymentReminderMessage } from '../../core/email-templates';
import { dashboardLink } from '../../core/recipients';
import { datedSchedule, dayOf } from '../../core/schedule';

const DAY_MS = 86_400_000;

interface ActiveLoan {
  id: string;
  userId: number;
  providerId: number;
  providerName: string;
  email: string;
  firstName: string;
  principal: number;
  annualInterestRateBps: number;
  tenorMonths: number;
  disbursedAt: Date;
  amountRepaid: number;
  remindersStopped: boolean;
}

/** A link that stops one kind of email for one account, kept hashed. */
async function stopLink(tx: Queryable, siteUrl: string, userId: number, kind: EmailKind): Promise<string> {
  const token = randomToken();
  await tx.query('INSERT INTO email_stop_links (token_hash, user_id, kind) VALUES ($1, $2, $3)', [
    hashToken(token),
    userId,
    kind,
  ]);
  return `${siteUrl}/email-preferences?token=${token}`;
}

/**
 * Each active loan's instalments, as the dashboard shows them today: the first unpaid one due in
 * the next PAYMENT_REMINDER_DAYS_AHEAD days gets a reminder (unless the borrower stopped reminders), and
 * each overdue one a notice. A notice row is inserted first and the email composed only when the
 * insert took (ON CONFLICT DO NOTHING), so nothing is sent twice, even by two replicas at once;
 * each is audited on the loan. The emails go out after the run commits.
 */
export function instalmentNoticesJob(
  siteUrl: string,
  send: (message: MailMessage) => void,
  now: () => Date = () => new Date(),
): PeriodicJob<{ reminders: number; overdue: number; messages: MailMessage[] }> {
  return {
    name: 'instalment-notices',
    intervalMs: 60 * 60 * 1000,
    async run(tx) {
      const today = dayOf(now());
      const horizon = dayOf(new Date(now().getTime() + PAYMENT_REMINDER_DAYS_AHEAD * DAY_MS));
      const { rows: loans } = await tx.query<ActiveLoan>(
        `SELECT l.id, l.user_id AS "userId", l.provider_id AS "providerId", p.name AS "providerName",
                u.email, u.first_name AS "firstName", o.principal,
                o.annual_interest_rate_bps AS "annualInterestRateBps", o.tenor_months AS "tenorMonths",
                l.disbursed_at AS "disbursedAt", l.amount_repaid AS "amountRepaid",
                EXISTS (SELECT 1 FROM email_opt_outs x WHERE x.user_id = l.user_id AND x.kind = 'payment_reminders')
                  AS "remindersStopped"
         FROM loans l JOIN loan_offers o ON o.id = l.offer_id JOIN providers p ON p.id = l.provider_id
         JOIN users u ON u.id = l.user_id
         WHERE l.status = 'active' AND l.disbursed_at IS NOT NULL
         ORDER BY l.id`,
      );
      const dashboard = dashboardLink(siteUrl);
      const messages: MailMessage[] = [];
      let reminders = 0;
      let overdue = 0;
      const record = async (
        loan: ActiveLoan,
        kind: 'reminder' | 'overdue',
        number: number,
        dueDate: string,
        amount: number,
      ) => {
        const { rows } = await tx.query(
          `INSERT INTO instalment_notices (loan_id, installment_number, kind, due_date, amount)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING loan_id`,
          [loan.id, number, kind, dueDate, amount],
        );
        if (rows.length === 0) return false;
        await audit(tx, {
          actorUserId: null,
          entity: 'loan',
          entityId: loan.id,
          action: kind === 'reminder' ? 'payment_reminder_sent' : 'overdue_notice_sent',
          fromStatus: null,
          toStatus: null,
          providerId: loan.providerId,
          details: { installmentNumber: number, dueDate, amount },
        });
        return true;
      };
      for (const loan of loans) {
        const schedule = datedSchedule(loan, today);
        for (const payment of schedule.filter((entry) => entry.status === 'overdue')) {
          const owed = payment.amount - (payment.amountPaid ?? 0);
          if (!(await record(loan, 'overdue', payment.number, payment.dueDate, owed))) continue;
          overdue += 1;
          messages.push(
            instalmentOverdueMessage(loan.email, loan.firstName, dashboard, {
              providerName: loan.providerName,
              amount: owed,
              dueDate: payment.dueDate,
            }),
          );
        }
        const next = schedule.find((entry) => !entry.paid && entry.dueDate >= today);
        if (!next || next.dueDate > horizon || loan.remindersStopped) continue;
        const owed = next.amount - (next.amountPaid ?? 0);
        if (!(await record(loan, 'reminder', next.number, next.dueDate, owed))) continue;
        reminders += 1;
        messages.push(
          paymentReminderMessage(
            loan.email,
            loan.firstName,
            dashboard,
            await stopLink(tx, siteUrl, loan.userId, 'payment_reminders'),
            { providerName: loan.providerName, amount: owed, dueDate: next.dueDate },
          ),
        );
      }
      return { reminders, overdue, messages };
    },
    afterCommit(result) {
      for (const message of result.messages) send(message);
    },
  };
}

/**
 * Stops (or restarts) a kind of email for the account a stop link belongs to. Answers the kind,
 * or undefined for a link nobody issued.
 */
export async function setEmailStopped(
  tx: Queryable,
  token: string,
  stopped: boolean,
): Promise<EmailKind | undefined> {
  const { rows } = await tx.query<{ userId: number; kind: EmailKind }>(
    'SELECT user_id AS "userId", kind FROM email_stop_links WHERE token_hash = $1',
    [hashToken(token)],
  );
  const link = rows[0];
  if (!link) return undefined;
  await (stopped
    ? tx.query('INSERT INTO email_opt_outs (user_id, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        link.userId,
        link.kind,
      ])
    : tx.query('DELETE FROM email_opt_outs WHERE user_id = $1 AND kind = $2', [link.userId, link.kind]));
  return link.kind;
}

export function scheduleInstalmentNotices(db: Database, siteUrl: string, mailer: Mailer) {
  return schedulePeriodicJob(
    db,
    instalmentNoticesJob(siteUrl, (message) => mailer.send(message)),
    (error) => console.error('Sending instalment notices failed:', loggableMessage(error)),
  );
}
