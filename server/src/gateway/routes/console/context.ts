import type { FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../../auth/rate-limiter';
import type { Database } from '../../../db/database';
import type { AnswerCache } from '../../../http/answer-cache';
import type { Mailer } from '../../../mail/mailer';
import type { ChangeOnce } from '../../../core/change-once';
import type { CredentialCheck } from '../../accounts/credentials';
import type { InstitutionsClient, InstitutionsTransport } from '../../console/institutions-client';

export interface ConsoleOptions {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  sessionTtlSeconds: number;
  /** Where links in emails point (a staff invitation's). */
  siteUrl: string;
  checkCredentials: CredentialCheck;
  /** The catalogue's kept answers, cleared when an organisation changes. */
  catalogueAnswers: AnswerCache;
  /** Where people's answers to the console's replies go (the replies' Reply-To). */
  teamInbox: string;
  /** How the gateway reaches the institutions service's writes; without it they answer 503. */
  institutions?: InstitutionsTransport;
  /** Told after a change to what the public pages pre-render commits (`npm start` rebuilds the site). */
  onContentChange?: () => void;
}

/** What every group of console routes shares: the options, the guard, the change runner. */
export interface ConsoleRouteContext extends ConsoleOptions {
  authenticate: (request: FastifyRequest) => Promise<void>;
  changeOnce: ChangeOnce;
  institutionsClient: InstitutionsClient;
  /** After a content change commits: the catalogue's kept answers go, and the site is told. */
  contentChanged: () => void;
}
