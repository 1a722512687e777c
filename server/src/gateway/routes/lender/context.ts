import type { FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../../auth/rate-limiter';
import type { Database } from '../../../db/database';
import type { AnswerCache } from '../../../http/answer-cache';
import type { Mailer } from '../../../mail/mailer';
import type { ChangeOnce } from '../../../core/change-once';
import { dayOf } from '../../../core/schedule';
import type { CredentialCheck } from '../../accounts/credentials';
import type { BorrowerNotices } from '../../lender/notices';

export interface LenderOptions {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  siteUrl: string;
  sessionTtlSeconds: number;
  checkCredentials: CredentialCheck;
  /** The catalogue's kept answers, cleared when a lender's terms change. */
  catalogueAnswers: AnswerCache;
}

/** What every group of workspace routes shares: the options, the guard, the change runner, the emails. */
export interface LenderRouteContext extends LenderOptions {
  authenticate: (request: FastifyRequest) => Promise<void>;
  changeOnce: ChangeOnce;
  notices: BorrowerNotices;
}

export const today = () => dayOf(new Date());

/** A write's answer shows the loan as the writer's own provider sees it. */
export const staffScope = (lender: { provider: { id: number } }) => ({ providerIds: [lender.provider.id] });
