import type { LenderLoan, LenderLoanTypeSetting, LenderProfile, LenderRenewal } from '@lendbridge/contract';
import type { InternalAxiosRequestConfig } from 'axios';
import { organizations } from '../../../../tests/unit/marketplace-fixtures';

/** Workspace data shaped as the gateway answers it. Not a test file (no .test suffix). */
export { organizations };

export const staff: LenderProfile = {
  user: {
    id: 'usr_staff',
    email: 'staff@kobo-credit.example',
    roleId: 2,
    firstName: 'Bola',
    lastName: 'Adeyemi',
    phone: '+2348097654321',
    emailConfirmed: true,
  },
  roleId: 2,
  provider: { id: 1, name: 'Kobo Credit' },
  readOnly: false,
  providers: [{ id: 1, name: 'Kobo Credit' }],
};

export const admin: LenderProfile = {
  ...staff,
  user: { ...staff.user, id: 'usr_admin', email: 'admin@lendbridge.example', roleId: 3 },
  roleId: 3,
  provider: null,
  readOnly: true,
};

export const awaitingLoan: LenderLoan = {
  id: '7d1c2b3a-1111-4222-8333-444455556666',
  providerId: 1,
  providerName: 'Kobo Credit',
  loanTypeId: 2,
  loanTypeName: 'Personal loan',
  status: 'awaiting_disbursement',
  borrowerName: 'Damilola Akande',
  staffNumber: 'LHS-21560',
  organizationCode: 'LAGOSHEALTH',
  organizationName: 'Lagos State Health Service Commission',
  borrowerLeft: false,
  principal: 30_000_000,
  processingFee: 600_000,
  amountReceived: 29_400_000,
  tenorMonths: 12,
  annualInterestRateBps: 3200,
  aprBps: 3650,
  monthlyRepayment: 2_946_055,
  totalRepayment: 35_352_660,
  totalCostOfCredit: 5_952_660,
  amountRepaid: 0,
  outstandingBalance: 35_352_660,
  amountOverpaid: 0,
  overdueAmount: 0,
  nextDueDate: null,
  consentGiven: true,
  consentedAt: '2026-11-20T09:30:00.000Z',
  acceptedAt: '2026-11-20T09:30:00.000Z',
  disbursedAt: null,
  closedAt: null,
  replacesLoanId: null,
  settlementAmount: null,
  netPayout: 29_400_000,
  settledByLoanId: null,
};

export const pendingRenewal: LenderRenewal = {
  id: '9e8d7c6b-aaaa-4bbb-8ccc-ddddeeeeffff',
  status: 'pending',
  requestedAt: '2026-11-19T08:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  reason: 'School fees for my two children.',
  providerId: 1,
  providerName: 'Kobo Credit',
  loanTypeName: 'Personal loan',
  borrowerName: 'Chinedu Okeke',
  staffNumber: 'ZT-1066',
  organizationCode: 'ZENITHTECH',
  organizationName: 'Zenith Tech Solutions Ltd',
  currentLoan: {
    id: '1a2b3c4d-0000-4000-8000-000000000001',
    status: 'active',
    principal: 40_000_000,
    tenorMonths: 12,
    monthlyRepayment: 3_927_000,
    totalRepayment: 47_124_000,
    amountRepaid: 15_708_000,
    outstandingBalance: 31_416_000,
    disbursedAt: '2026-06-20T09:00:00.000Z',
  },
  proposed: {
    principal: 60_000_000,
    processingFee: 1_200_000,
    amountReceived: 58_800_000,
    tenorMonths: 12,
    annualInterestRateBps: 3200,
    aprBps: 3650,
    monthlyRepayment: 5_892_000,
    totalRepayment: 70_704_000,
    totalCostOfCredit: 10_704_000,
  },
  settlementAmount: 31_416_000,
  netPayout: 27_384_000,
  replacementLoanId: null,
  replacementLoanStatus: null,
};

export const personalLoanTerms: NonNullable<LenderLoanTypeSetting['terms']> = {
  minAmount: 5_000_000,
  maxAmount: 150_000_000,
  minTenorMonths: 3,
  maxTenorMonths: 12,
  annualInterestRateBps: 3200,
  processingFeeBps: 200,
  organizationCodes: ['ZENITHTECH'],
};

export const personalLoanSetting: LenderLoanTypeSetting = {
  loanTypeId: 2,
  loanTypeCode: 'personal',
  loanTypeName: 'Personal loan',
  offered: true,
  terms: personalLoanTerms,
};

export const idempotencyKeyOf = (config: InternalAxiosRequestConfig) => {
  const key = config.headers.get('Idempotency-Key');
  return typeof key === 'string' ? key : null;
};
