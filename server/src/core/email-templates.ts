import type { Payoff } from '@lendbridge/contract';
import { formatDate, formatMoney } from './format';
import type { MailMessage } from '../mail/mailer';
import { isPlainWords, normalizeForReading, plainWords } from '../mail/plain-words';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; link: string },
  /** A non-essential email's one-click way to stop its kind. */
  stop?: { label: string; link: string },
): MailMessage {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    '',
    '— The Lendbridge team',
    ...(stop ? [`${stop.label}: ${stop.link}`] : []),
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#14213d;line-height:1.5">',
    // People's own messages keep their line breaks.
    ...paragraphs.map((p) => `<p>${escape(p).replace(/\r?\n/g, '<br>')}</p>`),
    action
      ? `<p><a href="${escape(action.link)}" style="background:#1357b8;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escape(action.label)}</a></p><p style="font-size:12px">If the button does not work, copy this address into your browser: ${escape(action.link)}</p>`
      : '',
    '<p>— The Lendbridge team</p>',
    stop ? `<p style="font-size:12px"><a href="${escape(stop.link)}">${escape(stop.label)}</a></p>` : '',
    '</body></html>',
  ].join('');
  return { to, subject, text, html, link: action?.link };
}

/**
 * "Hello Ada," with the name the account typed, which can reach an inbox that is not its typist's
 * (anyone can register with anyone's address): only a name with nothing clickable or callable in
 * it is used, on one line; any other is left out.
 */
export function greeting(firstName: string | undefined): string {
  const name = firstName === undefined ? '' : normalizeForReading(firstName).replace(/\s+/g, ' ').trim();
  return name !== '' && isPlainWords(name) ? `Hello ${name},` : 'Hello,';
}

export function confirmEmailMessage(to: string, firstName: string, link: string): MailMessage {
  return compose(
    to,
    'Confirm your email address',
    [
      greeting(firstName),
      'Thank you for opening a Lendbridge account. Please confirm that this is your email address. The link works once and expires in 24 hours.',
      'If you did not create an account, you can ignore this email.',
    ],
    { label: 'Confirm my email address', link },
  );
}

export function existingAccountMessage(to: string, loginLink: string, resetLink: string): MailMessage {
  return compose(to, 'You already have a Lendbridge account', [
    'Someone, probably you, tried to open a new Lendbridge account with this email address, which already has one.',
    `You can log in at ${loginLink}. If you have forgotten your password, reset it at ${resetLink}.`,
    'If this was not you, no action is needed: nothing has changed on your account.',
  ]);
}

/** An invitation to a lender's staff: the link lets the invitee choose a password. */
export function staffInvitationMessage(
  to: string,
  firstName: string,
  providerName: string,
  link: string,
  lifetimeDays: number,
): MailMessage {
  return compose(
    to,
    `You are invited to ${oneLine(providerName)}'s Lendbridge workspace`,
    [
      greeting(firstName),
      `Lendbridge has invited you to join ${oneLine(providerName)}'s staff in the Lendbridge lender workspace, where lenders pay out loans and record repayments.`,
      `Choose a password to finish. The link works once and expires in ${lifetimeDays} days; after that, ask Lendbridge for a new one.`,
      'If you did not expect this, ignore this email: no account can be used until its password is chosen.',
    ],
    { label: 'Choose my password', link },
  );
}

export function resetPasswordMessage(to: string, firstName: string, link: string): MailMessage {
  return compose(
    to,
    'Reset your Lendbridge password',
    [
      greeting(firstName),
      'We received a request to reset your password. The link works once and expires in 1 hour. Resetting your password logs you out everywhere else.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    { label: 'Choose a new password', link },
  );
}

/** Header values come from people's input: one line only, so nothing can be added to the headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** To the team; replying answers the person who wrote. */
export function teamContactMessage(to: string, contact: ContactMessage): MailMessage {
  return {
    ...compose(to, `Contact form: ${oneLine(contact.subject)}`, [
      `${contact.name} <${contact.email}> wrote through the contact form:`,
      `Subject: ${contact.subject}`,
      contact.message,
      'Reply to this email to answer them.',
    ]),
    replyTo: contact.email,
  };
}

export interface PartnershipMessage {
  organization: string;
  contactName: string;
  email: string;
  phone: string;
  partnershipKind: string;
  message: string;
}

export function teamPartnershipMessage(to: string, enquiry: PartnershipMessage): MailMessage {
  return {
    ...compose(to, `Partnership enquiry (${enquiry.partnershipKind}): ${oneLine(enquiry.organization)}`, [
      `${enquiry.contactName} of ${enquiry.organization} asked about a partnership through the site.`,
      `Kind of partnership: ${enquiry.partnershipKind}`,
      `Email: ${enquiry.email}\nPhone: ${enquiry.phone}`,
      enquiry.message,
      'Reply to this email to answer them.',
    ]),
    replyTo: enquiry.email,
  };
}

/** The most of a sender's subject a reply's subject repeats. */
const REPLY_SUBJECT_MAX = 150;

/**
 * A platform admin's answer to a contact message or partnership enquiry. Anyone can type anyone's
 * address into those forms, so the reply repeats nothing of the sender's message: only their
 * subject (or organisation), on one line with links and numbers removed, and their name when it
 * is plain words. The admin's own text is sent as written.
 */
export function messageReply(
  to: string,
  kind: 'contact' | 'partnership',
  name: string,
  subject: string,
  text: string,
): MailMessage {
  const about = oneLine(plainWords(oneLine(subject))).slice(0, REPLY_SUBJECT_MAX);
  const heading = kind === 'contact' ? `Re: ${about}` : `Re: your partnership enquiry (${about})`;
  return compose(to, heading, [greeting(name.split(/\s+/)[0]), text]);
}

/**
 * A friend's one invitation. Everything in it is ours except the borrower's message, quoted as
 * plain text with no links, and their first name as their employer's or school's roster holds it
 * (nobody is named before a roster entry is bound to the account): the invitation cannot be made
 * to look like it comes from someone else, or to carry a lure.
 */
export function referralInvitationMessage(
  to: string,
  referrerFirstName: string | undefined,
  message: string,
  link: string,
): MailMessage {
  const name = referrerFirstName ? oneLine(plainWords(referrerFirstName)) : undefined;
  const quoted = plainWords(message)
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  return compose(
    to,
    'A friend invited you to Lendbridge',
    [
      'Hello,',
      name
        ? `${name}, who has a Lendbridge account, invited you to compare loan offers from licensed lenders on Lendbridge. They added this note (links removed):`
        : 'Someone with a Lendbridge account invited you to compare loan offers from licensed lenders on Lendbridge. We do not give their name: their employer or school has not confirmed it to us yet. They added this note (links removed):',
      quoted,
      'Creating an account is free and commits you to nothing. If you do not know who this is, ignore this email.',
      `We send this email once, because ${name ?? 'they'} asked us to. We will not write to you again about it and your address is not added to any list.`,
    ],
    { label: 'Create my account', link },
  );
}

/** The identity code: the only thing in it is the code, so a stranger learns nothing from it. */
export function identityCodeMessage(to: string, code: string, lifetimeMinutes: number): MailMessage {
  return compose(to, `Your Lendbridge code: ${code}`, [
    'Hello,',
    `Your code to confirm it is you on Lendbridge is ${code}. It works once and expires in ${lifetimeMinutes} minutes. Asking for a new code replaces this one.`,
    'Someone asked for it with the staff or registration number your employer or school holds for you. If it was not you, ignore this email: nothing is shown to anyone without the code.',
  ]);
}

/** The roster's new contact for an entry proved it: the account it was linked to is told. */
export function bindingMovedMessage(to: string, firstName: string, organizationName: string): MailMessage {
  return compose(to, 'Your staff or registration number moved to another account', [
    greeting(firstName),
    `${organizationName} changed the email address it holds for your staff or registration number, and the person at the new address confirmed it with a code. The number is now linked to their Lendbridge account, so open offers made for it in your account were withdrawn. Your loans and their history stay in your account.`,
    `If you did not expect this, ask ${organizationName} which email address they hold for you.`,
  ]);
}

/** A sign-in code, asked for by a login with the right password from an unfamiliar network. */
export function loginCodeMessage(to: string, code: string, lifetimeMinutes: number): MailMessage {
  return compose(to, `Your Lendbridge sign-in code: ${code}`, [
    'Hello,',
    `Someone logged in to your Lendbridge account with your password from a network you have not used before, after many failed attempts. To finish logging in, enter this code with your password: ${code}. It works once and expires in ${lifetimeMinutes} minutes.`,
    'If it was not you, do not share the code with anyone and change your password now: whoever tried knows it.',
  ]);
}

/** A lender's words to a borrower (a reason), quoted as plain text with nothing clickable. */
const quoted = (text: string) =>
  plainWords(text)
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

const monthsText = (months: number) => `${months} month${months === 1 ? '' : 's'}`;

/**
 * What a provider's inbox is told. Only the loan's terms: who the borrower is stays in the
 * workspace, behind a login, rather than travelling by email.
 */
export interface LoanTerms {
  providerName: string;
  loanTypeName: string;
  principal: number;
  tenorMonths: number;
}

export function lenderOfferAcceptedMessage(to: string, workspace: string, loan: LoanTerms): MailMessage {
  return compose(
    to,
    `New loan to pay out: ${loan.loanTypeName}, ${formatMoney(loan.principal)}`,
    [
      `Hello ${loan.providerName} team,`,
      `A borrower accepted your offer of a ${loan.loanTypeName.toLowerCase()} of ${formatMoney(loan.principal)} over ${monthsText(loan.tenorMonths)}. It is waiting for you to confirm it and record the payout, or to cancel it with a reason.`,
      "The borrower's verified details are in the lender workspace, not in this email.",
    ],
    { label: 'Open the lender workspace', link: workspace },
  );
}

export function lenderRenewalRequestedMessage(to: string, workspace: string, loan: LoanTerms): MailMessage {
  return compose(
    to,
    `Renewal request: ${loan.loanTypeName}, ${formatMoney(loan.principal)}`,
    [
      `Hello ${loan.providerName} team,`,
      `A borrower asked to renew a ${loan.loanTypeName.toLowerCase()} with you: a new loan of ${formatMoney(loan.principal)} over ${monthsText(loan.tenorMonths)}, whose payout would settle what they still owe. Approve or decline it in the lender workspace.`,
    ],
    { label: 'Open the lender workspace', link: workspace },
  );
}

export function lenderSettlementRequestedMessage(
  to: string,
  workspace: string,
  loan: LoanTerms & { settlement: Payoff },
): MailMessage {
  return compose(
    to,
    `Early settlement request: ${loan.loanTypeName}, ${formatMoney(loan.principal)}`,
    [
      `Hello ${loan.providerName} team,`,
      `A borrower asked to settle a ${loan.loanTypeName.toLowerCase()} of ${formatMoney(loan.principal)} early: ${formatMoney(loan.settlement.amount)} settles it on ${formatDate(new Date(`${loan.settlement.asOf}T00:00:00Z`))}. Agree the payment with them and record it on the loan's page in the lender workspace.`,
    ],
    { label: 'Open the lender workspace', link: workspace },
  );
}

/**
 * The two figures of "what you still owe", each labelled so neither is taken for the other
 * (docs/api.md, "Settlement (payoff)").
 */
export function owedFigures(settlement: Payoff): string {
  return (
    `Payments left on the schedule: ${formatMoney(settlement.remainingSchedule)}. ` +
    `To settle on ${formatDate(new Date(`${settlement.asOf}T00:00:00Z`))}: ${formatMoney(settlement.amount)} ` +
    `(principal ${formatMoney(settlement.principal)}, interest to that day ${formatMoney(settlement.accruedInterest)}` +
    (settlement.fee > 0 ? `, early-settlement fee ${formatMoney(settlement.fee)}` : '') +
    (settlement.partPayment > 0
      ? `, less ${formatMoney(settlement.partPayment)} already paid this month`
      : '') +
    `; ${formatMoney(settlement.interestNotCharged)} of scheduled interest is not charged).`
  );
}

export interface PayoutNotice extends LoanTerms {
  amountPaid: number;
  paidOn: Date;
  settlementAmount: number | null;
  /** The closing figure of the loan this payout settled. */
  settled: Payoff | null;
  monthlyRepayment: number;
  firstDueDate: string;
}

export function loanPaidOutMessage(
  to: string,
  firstName: string,
  dashboard: string,
  payout: PayoutNotice,
): MailMessage {
  return compose(
    to,
    `${payout.providerName} paid out your loan`,
    [
      greeting(firstName),
      `${payout.providerName} paid out your ${payout.loanTypeName.toLowerCase()} of ${formatMoney(payout.principal)} on ${formatDate(payout.paidOn)}: ${formatMoney(payout.amountPaid)} was sent to you.` +
        (payout.settlementAmount
          ? ` ${formatMoney(payout.settlementAmount)} of it settled the loan this one renews, which is now repaid.`
          : ''),
      ...(payout.settled ? [`The loan it renews, as settled: ${owedFigures(payout.settled)}`] : []),
      `You repay ${formatMoney(payout.monthlyRepayment)} a month for ${monthsText(payout.tenorMonths)}; the first payment is due on ${formatDate(new Date(`${payout.firstDueDate}T00:00:00Z`))}. Your dashboard shows the whole schedule.`,
    ],
    { label: 'See my loan', link: dashboard },
  );
}

export function loanCancelledMessage(
  to: string,
  firstName: string,
  dashboard: string,
  loan: LoanTerms & { reason: string },
): MailMessage {
  return compose(
    to,
    `${loan.providerName} cancelled your loan`,
    [
      greeting(firstName),
      `${loan.providerName} cancelled your ${loan.loanTypeName.toLowerCase()} of ${formatMoney(loan.principal)} before paying it out, so nothing is owed on it. They gave this reason (links removed):`,
      quoted(loan.reason),
      'It no longer counts against what you can borrow: you can run a new eligibility check for other offers.',
    ],
    { label: 'Go to my dashboard', link: dashboard },
  );
}

export function loanRepaidMessage(
  to: string,
  firstName: string,
  dashboard: string,
  loan: LoanTerms & { amountOverpaid: number },
): MailMessage {
  return compose(
    to,
    'Your loan is repaid',
    [
      greeting(firstName),
      `Your ${loan.loanTypeName.toLowerCase()} of ${formatMoney(loan.principal)} with ${loan.providerName} is repaid in full. It is now in your loan history.`,
      ...(loan.amountOverpaid > 0
        ? [
            `You paid ${formatMoney(loan.amountOverpaid)} more than you owed; ${loan.providerName} will refund it to you.`,
          ]
        : []),
    ],
    { label: 'See my loan history', link: dashboard },
  );
}

export function loanSettledEarlyMessage(
  to: string,
  firstName: string,
  dashboard: string,
  loan: LoanTerms & { settlement: Payoff },
): MailMessage {
  return compose(
    to,
    'Your loan is settled',
    [
      greeting(firstName),
      `${loan.providerName} recorded your early settlement of ${formatMoney(loan.settlement.amount)}: your ${loan.loanTypeName.toLowerCase()} of ${formatMoney(loan.principal)} is repaid in full and now in your loan history.`,
      `By settling early you were not charged ${formatMoney(loan.settlement.interestNotCharged)} of the schedule's interest.`,
    ],
    { label: 'See my loan history', link: dashboard },
  );
}

export function renewalApprovedMessage(
  to: string,
  firstName: string,
  dashboard: string,
  renewal: LoanTerms & { settlement: Payoff; amountReceived: number },
): MailMessage {
  return compose(
    to,
    `${renewal.providerName} approved your renewal`,
    [
      greeting(firstName),
      `${renewal.providerName} approved your request to renew your ${renewal.loanTypeName.toLowerCase()}: a new loan of ${formatMoney(renewal.principal)} over ${monthsText(renewal.tenorMonths)}.`,
      `Your current loan today. ${owedFigures(renewal.settlement)}`,
      `When they pay the new loan out, it first settles your current loan at its figure on the day of payout (${formatMoney(renewal.settlement.amount)} today, a little more each day until then) and sends you the rest: ${formatMoney(renewal.amountReceived - renewal.settlement.amount)} if paid out today. We will email you when that happens.`,
    ],
    { label: 'Go to my dashboard', link: dashboard },
  );
}

/** A pending renewal first quoted at the schedule's remainder, now quoted at the payoff figure. */
export function renewalRequotedMessage(
  to: string,
  firstName: string,
  dashboard: string,
  renewal: LoanTerms & { settlement: Payoff; previousSettlement: number; amountReceived: number },
): MailMessage {
  return compose(
    to,
    'Your renewal request: corrected figures',
    [
      greeting(firstName),
      `When you asked ${renewal.providerName} to renew your ${renewal.loanTypeName.toLowerCase()} with a new loan of ${formatMoney(renewal.principal)}, we showed ${formatMoney(renewal.previousSettlement)} as what the new loan would settle. That was every payment left on the schedule, future interest included. A renewal settles your loan at its payoff figure instead, which is less.`,
      `Your current loan today. ${owedFigures(renewal.settlement)}`,
      `If ${renewal.providerName} approves and pays out today, the new loan settles ${formatMoney(renewal.settlement.amount)} and sends you ${formatMoney(renewal.amountReceived - renewal.settlement.amount)}. The figure on the day of payout is what counts. Your request stays as it was; you need do nothing.`,
    ],
    { label: 'Go to my dashboard', link: dashboard },
  );
}

export function renewalDeclinedMessage(
  to: string,
  firstName: string,
  dashboard: string,
  renewal: LoanTerms & { reason: string },
): MailMessage {
  return compose(
    to,
    `${renewal.providerName} declined your renewal`,
    [
      greeting(firstName),
      `${renewal.providerName} declined your request to renew your ${renewal.loanTypeName.toLowerCase()} for ${formatMoney(renewal.principal)}. They gave this reason (links removed):`,
      quoted(renewal.reason),
      'Your current loan continues as before.',
    ],
    { label: 'Go to my dashboard', link: dashboard },
  );
}

export interface InstalmentNotice {
  providerName: string;
  /** What is still to pay of the instalment, in minor units. */
  amount: number;
  dueDate: string;
}

/** A few days before a payroll deduction; non-essential, so it carries its stop link. */
export function paymentReminderMessage(
  to: string,
  firstName: string,
  dashboard: string,
  stopLink: string,
  notice: InstalmentNotice,
): MailMessage {
  const day = formatDate(new Date(`${notice.dueDate}T00:00:00Z`));
  return compose(
    to,
    `${formatMoney(notice.amount)} will be deducted from your pay on ${day}`,
    [
      greeting(firstName),
      `${formatMoney(notice.amount)} will be deducted from your pay for ${notice.providerName} on ${day}.`,
      'There is nothing you need to do: your employer pays it from your salary. Your dashboard shows the whole schedule.',
    ],
    { label: 'See my loan', link: dashboard },
    { label: 'Stop payment reminders', link: stopLink },
  );
}

/** An instalment past its date unpaid: about money owed, so it is sent whatever the reminders setting. */
export function instalmentOverdueMessage(
  to: string,
  firstName: string,
  dashboard: string,
  notice: InstalmentNotice,
): MailMessage {
  const day = formatDate(new Date(`${notice.dueDate}T00:00:00Z`));
  return compose(
    to,
    `A payment to ${notice.providerName} is overdue`,
    [
      greeting(firstName),
      `The instalment of your loan with ${notice.providerName} that was due on ${day} is overdue: ${formatMoney(notice.amount)} of it is unpaid.`,
      `If your employer did not deduct it, please contact ${notice.providerName} or your payroll office. Your dashboard shows what is owed.`,
    ],
    { label: 'See my loan', link: dashboard },
  );
}

export function accountClosedMessage(to: string, firstName: string): MailMessage {
  return compose(to, 'Your Lendbridge account is closed', [
    greeting(firstName),
    'As you asked, we have closed your Lendbridge account, ended every session and erased your personal details.',
    'We keep only the loan records a lender must keep by law, without your name or contact details where the law allows (see our privacy policy).',
    'If you did not ask for this, reply to this email at once.',
  ]);
}
