import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { RateLimiter } from '../../auth/rate-limiter';

/** What the account routes need from the outside world. */
export interface AccountsContext {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The site's public address, for links in emails. */
  siteUrl: string;
  sessionTtlSeconds: number;
}
