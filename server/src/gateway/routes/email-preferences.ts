import { gatewayRoutes } from '@lendbridge/contract';
import { enforce, RATE_RULES, type RateLimiter } from '../../auth/rate-limiter';
import type { Database } from '../../db/database';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { setEmailStopped } from '../marketplace/instalment-notices';

const KIND_WORDS = { payment_reminders: 'payment reminders' } as const;

/** The stop link of a non-essential email: one press, no login (docs/api.md). */
export function registerEmailPreferenceRoutes(
  app: BaseApp,
  options: { db: Database; limiter: RateLimiter },
): void {
  contractRoute(app, gatewayRoutes.setEmailPreference, async (request) => {
    await enforce(options.limiter, `email-preference:ip:${request.source}`, RATE_RULES.emailPreferencePerIp);
    const { token, stopped } = request.body;
    const kind = await options.db.transaction((tx) => setEmailStopped(tx, token, stopped));
    if (!kind) {
      throw new HttpError(400, 'That link does not work. Use the link in the latest email from us.', {
        error: 'link_invalid',
        field: 'token',
      });
    }
    return ok(
      { kind, stopped },
      stopped
        ? `You will get no more ${KIND_WORDS[kind]}. Overdue notices still reach you, as they are about money owed.`
        : `You will get ${KIND_WORDS[kind]} again.`,
    );
  });
}
