import { gatewayRoutes } from '@lendbridge/contract';
import { enforce, RATE_RULES, type RateLimiter } from '../../auth/rate-limiter';
import type { Database } from '../../db/database';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { sendStatement } from '../statements/send-statement';
import { statementOf } from '../statements/statement-data';
import { callerOf, createAuthenticator } from './authenticate';

/** The borrower's statement of one of their own loans (docs/api.md, "Loan statements"). */
export function registerStatementRoutes(app: BaseApp, options: { db: Database; limiter: RateLimiter }): void {
  const { db, limiter } = options;
  const authenticate = createAuthenticator(db);

  contractRoute(
    app,
    gatewayRoutes.loanStatement,
    async (request, reply) => {
      const caller = callerOf(request);
      await enforce(limiter, `statement:account:${caller.publicId}`, RATE_RULES.statementPerAccount);
      const data = await statementOf(db, request.params.id, { userId: caller.userId }, new Date());
      return sendStatement(reply, data, request.query.format);
    },
    { authenticate },
  );
}
