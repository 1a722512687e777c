import { dirname, resolve } from 'node:path';
import { createMemoryRateLimiter, scaleRateLimits } from '../auth/rate-limiter';
import { connectRedis, createRedisRateLimiter } from '../auth/redis-rate-limiter';
import type { ServerConfig } from '../config/env';
import type { Database } from '../db/database';
import { createMailer } from '../mail/mailer';
import type { GatewayOptions } from './app';
import { loggableMessage } from '../http/logging';

/** Builds the gateway's collaborators from the configuration (both entry points use it). */
export function gatewayOptions(config: ServerConfig, db: Database, rootDir: string): GatewayOptions {
  const embeddedMail = !config.smtpUrl;
  const showLinks = config.nodeEnv !== 'production';
  return {
    db,
    corsOrigins: config.corsOrigins,
    logLevel: config.logLevel,
    siteUrl: config.siteUrl,
    sessionTtlSeconds: config.sessionTtlSeconds,
    affordabilityShareBps: config.affordabilityShareBps,
    offerTtlDays: config.offerTtlDays,
    catalogueCacheSeconds: config.catalogueCacheSeconds,
    trustProxy: config.trustProxy,
    teamInbox: config.teamInbox,
    limiter: scaleRateLimits(
      config.redisUrl
        ? createRedisRateLimiter(connectRedis(config.redisUrl), undefined, (message) => console.warn(message))
        : createMemoryRateLimiter(),
      config.rateLimitScale,
    ),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: resolve(rootDir, config.dataDir, 'mail'),
      onError: (error) => console.error('Sending an email failed:', loggableMessage(error)),
      // The embedded mailbox is a folder: say where each email went so it can be opened. Its
      // link (a live token) is printed only to a developer, never into a production log; nor is
      // its subject or file name there, as an identity code's subject holds the code.
      onWritten: embeddedMail
        ? (file, message) =>
            console.log(
              showLinks
                ? `Email "${message.subject}" written to ${file}${message.link ? `\n  link: ${message.link}` : ''}`
                : `An email was written to ${dirname(file)}`,
            )
        : undefined,
    }),
  };
}
