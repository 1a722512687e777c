import type { BaseApp } from '../../../http/create-app';
import { createChangeOnce } from '../../../core/change-once';
import { borrowerNotices } from '../../lender/notices';
import type { LenderOptions } from './context';
import { createLenderAuthenticator } from './lender-auth';
import { registerLoanRoutes } from './loans';
import { registerPayoutRoutes } from './payouts';
import { registerRenewalRoutes } from './renewals';
import { registerRepaymentRoutes } from './repayments';
import { registerSessionRoutes } from './session';
import { registerSettingsRoutes } from './settings';

export type { LenderOptions } from './context';

/**
 * The lender workspace's calls. Every one checks the caller's role and provider on the server:
 * staff act on their own provider's loans only (another's answers 404, exactly like a missing
 * one), an admin reads every provider's and writes nothing (403), a borrower gets 403.
 */
export function registerLenderRoutes(app: BaseApp, options: LenderOptions): void {
  const context = {
    ...options,
    authenticate: createLenderAuthenticator(options.db),
    changeOnce: createChangeOnce(options.db, options.mailer),
    notices: borrowerNotices(options.siteUrl),
  };
  registerSessionRoutes(app, context);
  registerLoanRoutes(app, context);
  registerPayoutRoutes(app, context);
  registerRepaymentRoutes(app, context);
  registerRenewalRoutes(app, context);
  registerSettingsRoutes(app, context);
}
