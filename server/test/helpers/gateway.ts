import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryRateLimiter } from '../../src/auth/rate-limiter';
import type { Database } from '../../src/db/database';
import { buildGatewayApp, type GatewayOptions } from '../../src/gateway/app';
import { createMailer } from '../../src/mail/mailer';
import { buildInstitutionsApp } from '../../src/institutions/app';
import type { InstitutionsTransport } from '../../src/gateway/console/institutions-client';
import { openTestDatabase, type TestDatabase } from './test-database';

export const SITE_ORIGIN = 'http://localhost:8000';
export const SESSION_TTL_SECONDS = 3600;
export const AFFORDABILITY_SHARE_BPS = 3300;
export const OFFER_TTL_DAYS = 7;
export const TEAM_INBOX = 'team@lendbridge.example';

/** The institutions service's credential in tests: what the gateway sends, and nobody else. */
export const INSTITUTIONS_CREDENTIAL = 'test-institutions-credential-0123456789abcdef';

/** The gateway's transport to an institutions app in the same process, through `inject`. */
export function injectInstitutionsTransport(
  institutions: Awaited<ReturnType<typeof buildInstitutionsApp>>,
  credential: string,
): InstitutionsTransport {
  return async ({ method, path, body }) => {
    const response = await institutions.inject({
      method: method as 'GET' | 'POST' | 'PUT',
      url: path,
      headers: { authorization: `Bearer ${credential}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() as unknown };
  };
}

export interface SentMail {
  file: string;
  raw: string;
  /** Links to the site found in the email, decoded from quoted-printable. */
  links: string[];
}

/** A gateway's settings for tests; a test passes what it needs different (a limiter, a mailer). */
export function testGatewayOptions(db: Database, overrides: Partial<GatewayOptions> = {}): GatewayOptions {
  return {
    db,
    corsOrigins: [SITE_ORIGIN],
    logLevel: 'silent',
    mailer: createMailer({
      smtpUrl: undefined,
      from: 'test@lendbridge.example',
      mailDir: tmpdir(),
      onError: () => {},
    }),
    limiter: createMemoryRateLimiter(),
    siteUrl: SITE_ORIGIN,
    sessionTtlSeconds: SESSION_TTL_SECONDS,
    affordabilityShareBps: AFFORDABILITY_SHARE_BPS,
    offerTtlDays: OFFER_TTL_DAYS,
    // Tests change the catalogue and read it back at once.
    catalogueCacheSeconds: 0,
    teamInbox: TEAM_INBOX,
    ...overrides,
  };
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
  // The institutions service on the same database, reached with the credential only the gateway holds.
  const institutions = await buildInstitutionsApp({
    db,
    corsOrigins: [SITE_ORIGIN],
    logLevel: 'silent',
    gatewayCredential: INSTITUTIONS_CREDENTIAL,
  });
  const contentChanges: number[] = [];
  const app = await buildGatewayApp(
    testGatewayOptions(db, {
      mailer,
      institutions: injectInstitutionsTransport(institutions, INSTITUTIONS_CREDENTIAL),
      onContentChange: () => contentChanges.push(Date.now()),
    }),
  );

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
    institutions,
    /** When each content change that the public pages pre-render was reported. */
    contentChanges,
    close: async () => {
      await mailer.settled();
      await app.close();
      await institutions.close();
      await db.dispose();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
