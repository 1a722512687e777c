import type { BaseApp } from '../../../http/create-app';
import { createChangeOnce } from '../../../core/change-once';
import { createConsoleAuthenticator } from './console-auth';
import { institutionsClient } from '../../console/institutions-client';
import { registerAuditLogRoutes } from './audit-log';
import { registerContentRoutes } from './content';
import { registerDeductionRoutes } from './deductions';
import { registerInboxRoutes } from './inbox';
import { registerInstitutionContentRoutes } from './institutions';
import type { ConsoleOptions } from './context';
import { registerOrganizationRoutes } from './organizations';
import { registerProviderRoutes } from './providers';
import { registerRosterRoutes } from './rosters';
import { registerConsoleSessionRoutes } from './session';

export type { ConsoleOptions } from './context';

/**
 * The operators' console's calls. Every one checks the caller's role and organisation on the
 * server: platform admins act on everything; an organisation administrator on their own
 * organisation only (another's answers 404, exactly like a missing one) and never on what only
 * admins do (403); borrowers and lender staff get 403.
 */
export function registerConsoleRoutes(app: BaseApp, options: ConsoleOptions): void {
  const context = {
    ...options,
    authenticate: createConsoleAuthenticator(options.db),
    changeOnce: createChangeOnce(options.db, options.mailer),
    institutionsClient: institutionsClient(options.institutions),
    contentChanged: () => {
      options.catalogueAnswers.clear();
      options.onContentChange?.();
    },
  };
  registerConsoleSessionRoutes(app, context);
  registerOrganizationRoutes(app, context);
  registerRosterRoutes(app, context);
  registerDeductionRoutes(app, context);
  registerProviderRoutes(app, context);
  registerInboxRoutes(app, context);
  registerAuditLogRoutes(app, context);
  registerContentRoutes(app, context);
  registerInstitutionContentRoutes(app, context);
}
