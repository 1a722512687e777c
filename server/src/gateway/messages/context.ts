import type { RateLimiter } from '../../auth/rate-limiter';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';

/** What the message and referral routes need from the outside world. */
export interface MessagesContext {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The site's public address, for the invitation links. */
  siteUrl: string;
  /** Where contact and partnership messages are forwarded. */
  teamInbox: string;
}
