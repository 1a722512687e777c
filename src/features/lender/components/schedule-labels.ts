import type { InstallmentStatus, ScheduledPayment } from '@lendbridge/contract';

export const INSTALLMENT_STATUS_TEXT: Record<InstallmentStatus, string> = {
  paid: 'Paid',
  part_paid: 'Part paid',
  due: 'Not due yet',
  overdue: 'Overdue',
};

/** The gateway always sends the status; an older answer without one says only paid or not. */
export const installmentStatus = (payment: ScheduledPayment): InstallmentStatus =>
  payment.status ?? (payment.paid ? 'paid' : 'due');
