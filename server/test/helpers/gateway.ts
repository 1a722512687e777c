import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryRateLimiter } from '../../src/auth/rate-limiter';
import { buildGatewayApp } from '../../src/gateway/app';
import { createMailer } from '../../src/mail/mailer';
import { openTestDatabase, type TestDatabase } from './test-database';

export const SITE_ORIGIN = 'http://localhost:8000';
export const SESSION_TTL_SECONDS = 3600;
export const TEAM_INBOX = 'team@lendbridge.example';

export interface SentMail {
  file: string;
  raw: string;
  /** Links to the site found in the email, decoded from quoted-printable. */
  links: string[];
}

/**
 * A gateway on its own database copy, reached through `inject` (no port is opened). Emails
 * are really composed and written as `.eml` files into a private folder the test can read.
 */
export async function startTestGateway() {
  const db: TestDatabase = await openTestDatabase();
  const mailDir = mkdtempSync(join(tmpdir(), 'lendbridge-mail-'));
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'Lendbridge <no-reply@lendbridge.example>',
    mailDir,
    onError: (error) => {
      throw error;
    },
  });
  const app = await buildGatewayApp({
    db,
    corsOrigins: [SITE_ORIGIN],
    logLevel: 'silent',
    mailer,
    limiter: createMemoryRateLimiter(),
    siteUrl: SITE_ORIGIN,
    sessionTtlSeconds: SESSION_TTL_SECONDS,
    teamInbox: TEAM_INBOX,
  });

  /** Every email written so far, oldest first. */
  const mail = async (): Promise<SentMail[]> => {
    await mailer.settled();
    return readdirSync(mailDir)
      .sort()
      .map((name) => {
        const raw = readFileSync(join(mailDir, name), 'utf8');
        const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const links = [...new Set(decoded.match(/http:\/\/localhost:8000\/[^\s"<>]+/g) ?? [])];
        return { file: name, raw: decoded, links };
      });
  };

  return {
    app,
    db,
    mail,
    close: async () => {
      await mailer.settled();
      await app.close();
      await db.dispose();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
