import { randomUUID } from 'node:crypto';
import type { gatewayRoutes } from '@lendbridge/contract';

export type RouteName = keyof typeof gatewayRoutes;
const TOKEN = 'A'.repeat(43);
const PASSWORD = 'a long enough passphrase';

/** A valid body for each gateway route that takes one (body-types.test.ts checks each). */
export const VALID_BODIES: Partial<Record<RouteName, Record<string, unknown>>> = {
  login: { email: 'ada@example.com', password: PASSWORD },
  register: {
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    phone: '+2348012345678',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptedPrivacyPolicy: true,
    referralToken: TOKEN,
  },
  verifyAccount: { token: TOKEN },
  resetPassword: { token: TOKEN, password: PASSWORD, confirmPassword: PASSWORD },
  updateUser: { firstName: 'Ada', lastName: 'Obi', phone: '+2348012345678' },
  checkEligibility: {
    loanType: 1,
    amount: 50_000_000,
    tenorMonths: 12,
    regNo: 'ZT-1027',
    organizationCode: 'ZENITHTECH',
    organizationName: 'Zenith Tech Solutions Ltd',
    email: 'ada@example.com',
    verifiedData: { fullName: 'Ada Obi' },
    identityProof: TOKEN,
  },
  requestIdentityCode: { organizationCode: 'ZENITHTECH', regNo: 'ZT-1027' },
  verifyIdentityCode: { organizationCode: 'ZENITHTECH', regNo: 'ZT-1027', code: '123456' },
  bindIdentity: { proofToken: TOKEN },
  setEmailPreference: { token: TOKEN, stopped: true },
  acceptOffer: { consent: true },
  declineOffer: { reason: 'Too dear' },
  renewLoan: { loanId: randomUUID(), amount: 60_000_000, tenorMonths: 12, reason: 'Rent' },
  contact: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A message.', website: '' },
  createPartnership: {
    organization: 'Ada Lending',
    contactName: 'Ada',
    email: 'ada@example.com',
    phone: '+2348012345678',
    partnershipKind: 'lender',
    message: 'We lend.',
    website: '',
  },
  createFeedback: { comment: 'Clear.', page: '/faq', website: '' },
  createReferral: {
    referralDetails: {
      message: 'Worth a look.',
      userName: 'Ada Obi',
      userEmail: 'ada@example.com',
      friends: ['friend@example.com'],
    },
  },
  lenderLogin: { email: 'staff@example.com', password: PASSWORD },
  lenderRecordPayout: { amountPaid: 29_400_000, paidOn: '2026-03-02', reference: 'TRF-0001' },
  lenderCancelLoan: { reason: 'Could not confirm the salary account.' },
  lenderRecordRepayment: { amount: 2_950_000, paidOn: '2026-03-28', reference: 'CASH-0001' },
  lenderPreviewRemittance: {
    organizationCode: 'ZENITHTECH',
    fileName: 'march.csv',
    csv: 'ZT-1066,"29,500.00",28/03/2026,MAR26-ZT-1066',
  },
  lenderApplyRemittance: {
    organizationCode: 'ZENITHTECH',
    fileName: 'march.csv',
    csv: 'ZT-1066,"29,500.00",28/03/2026,MAR26-ZT-1066',
  },
  lenderApproveRenewal: {},
  lenderDeclineRenewal: { reason: 'More than we lend against your pay.' },
  lenderUpdateLoanTypeSetting: {
    minAmount: 5_000_000,
    maxAmount: 150_000_000,
    minTenorMonths: 3,
    maxTenorMonths: 12,
    annualInterestRateBps: 3200,
    processingFeeBps: 200,
    earlySettlementFeeBps: 100,
    organizationCodes: ['ZENITHTECH'],
  },
  consoleLogin: { email: 'admin@example.com', password: PASSWORD },
  consoleCreateOrganization: {
    code: 'NEWCO',
    name: 'New Company Ltd',
    kind: 'employer',
    status: true,
    payrollContactName: 'Payroll Desk',
    payrollContactEmail: 'payroll@example.com',
  },
  consoleUpdateOrganization: {
    code: 'ZENITHTECH',
    name: 'Zenith Tech Solutions Ltd',
    kind: 'employer',
    status: true,
    payrollContactName: '',
    payrollContactEmail: '',
  },
  consolePreviewRoster: {
    fileName: 'roster.csv',
    csv: 'staff_number,full_name,monthly_net_pay,contact_email,left\r\nZT-9001,Ada Obi,250000.00,ada@example.com,no\r\n',
  },
  consoleApplyRoster: {
    fileName: 'roster.csv',
    csv: 'staff_number,full_name,monthly_net_pay,contact_email,left\r\nZT-9001,Ada Obi,250000.00,ada@example.com,no\r\n',
  },
};
