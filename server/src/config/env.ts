/**
 * Share of monthly net pay repayments may take unless AFFORDABILITY_SHARE_PERCENT says otherwise
 * (docs/requirements.md#c-affordability-share).
 */
export const DEFAULT_AFFORDABILITY_SHARE_PERCENT = 33;

/**
 * Server configuration, read and validated once at start-up. Every bad key is listed in one
 * error so an operator fixes them all in one go instead of one restart per mistake.
 */
export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  gatewayPort: number;
  institutionsPort: number;
  sitePort: number;
  /** A PostgreSQL server; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  /** Redis for state the gateway replicas share (rate-limit counters); in-process when absent. */
  redisUrl: string | undefined;
  dataDir: string;
  corsOrigins: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  smtpUrl: string | undefined;
  /**
   * Without SMTP_URL, emails become `.eml` files under dataDir. Outside production that is the
   * default (a developer's mailbox); in production it must be asked for (MAIL_TO_FILES=true), as
   * those files hold live links, and the links themselves are only printed outside production.
   */
  mailToFiles: boolean;
  mailFrom: string;
  /** Where contact and partnership messages are forwarded. */
  teamInbox: string;
  siteUrl: string;
  seedDemoData: boolean;
  /** Lifetime of a login session; the site treats it as ending five minutes earlier. */
  sessionTtlSeconds: number;
  /** The most a month's loan repayments may take of monthly net pay, in basis points. */
  affordabilityShareBps: number;
  /** How long an offer stays open after an eligibility check. */
  offerTtlDays: number;
  /** How long a replica answers catalogue calls from memory; 0 turns that off. */
  catalogueCacheSeconds: number;
  /**
   * The load balancers whose X-Forwarded-* headers are believed: how many of them stand in front
   * (a hop count) or their addresses. `false`: clients reach the services directly.
   */
  trustProxy: TrustProxy;
  /**
   * Multiplies every rate limit's allowance. 1 in production; the browser suite, which logs in,
   * registers and checks eligibility hundreds of times from one address, runs with more.
   */
  rateLimitScale: number;
  /**
   * On SIGTERM, how long a service keeps answering with its readiness check failing, so the load
   * balancer stops sending it new requests before it stops listening.
   */
  shutdownDrainSeconds: number;
  /** Then the most it waits for requests in flight before cutting them off. */
  shutdownTimeoutSeconds: number;
  /**
   * Where Prometheus scrapes `/metrics`: its own listener, never the public port. Off unless
   * METRICS_PORT is set; METRICS_HOST defaults to loopback.
   */
  metrics: { host: string; port: number } | undefined;
  /** Where the gateway reaches the institutions service to write (a private address). */
  institutionsUrl: string;
  /**
   * The credential the gateway sends with its writes to the institutions service, which takes
   * no write without it. `npm start` makes one up for its own run when it is not set.
   */
  institutionsServiceToken: string | undefined;
  /**
   * `npm start` rebuilds the site this long after the last change to what its pages pre-render
   * (docs/console.md#what-visitors-see); 0 turns the rebuild off.
   */
  siteRebuildDelaySeconds: number;
}

export type TrustProxy = false | number | string[];

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
const PROXY_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/** Whether listening on `host` lets only this machine connect. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(bare) ||
    bare === '::ffff:127.0.0.1'
  );
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];

  const port = (key: string, fallback: number): number => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65_535) {
      problems.push(`${key} must be a port number between 1 and 65535 (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  /**
   * `secret` URLs (database, cache, mail server) carry passwords: a problem with one names the
   * key and, at most, its scheme, so start-up errors never print a credential.
   */
  const url = (key: string, protocols: string[], secret = false): string | undefined => {
    const raw = env[key];
    if (raw === undefined || raw === '') return undefined;
    const shown = secret ? 'value not shown: it may hold a password' : `got "${raw}"`;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${key} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
      }
      return raw;
    } catch {
      problems.push(`${key} must be a URL like ${protocols[0]}//host (${shown})`);
      return undefined;
    }
  };

  const oneOf = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${key} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  };

  const bool = (key: string, fallback: boolean): boolean => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    problems.push(`${key} must be true or false (got "${raw}")`);
    return fallback;
  };

  const wholeNumber = (key: string, fallback: number, min: number, max: number, unit: string): number => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${key} must be a whole number of ${unit} from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const seconds = (key: string, fallback: number, min: number, max: number): number =>
    wholeNumber(key, fallback, min, max, 'seconds');

  const email = (key: string, fallback: string): string => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    // One address, no display name: it is used as a To header as it is.
    if (!/^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/.test(raw)) {
      problems.push(`${key} must be one email address like team@example.com (got "${raw}")`);
      return fallback;
    }
    return raw;
  };

  /**
   * A hop count or a list of proxy addresses. `true` would believe whatever X-Forwarded-For a
   * client writes, so every per-IP limit could be dodged with a made-up header: it is refused.
   */
  const trustProxy = (key: string): TrustProxy => {
    const raw = (env[key] ?? '').trim();
    if (raw === '' || raw === 'false' || raw === '0') return false;
    if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
    const addresses = raw.split(',').map((entry) => entry.trim());
    if (raw !== 'true' && addresses.every((entry) => PROXY_ADDRESS.test(entry))) return addresses;
    problems.push(
      `${key} must be the number of proxies in front of the service (e.g. 1) or their addresses, comma-separated (got "${raw}"); "true" would believe any client's X-Forwarded-For`,
    );
    return false;
  };

  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  const production = nodeEnv === 'production';
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:'], true);
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:'], true);
  const mailToFiles = bool('MAIL_TO_FILES', !production);
  if (!smtpUrl && !mailToFiles) {
    problems.push(
      `SMTP_URL must be set${production ? ' in production' : ''}, or MAIL_TO_FILES=true to write emails (with their links) as files under DATA_DIR/mail`,
    );
  }
  const sitePort = port('SITE_PORT', 8000);
  const siteUrl = url('SITE_URL', ['http:', 'https:']) ?? `http://localhost:${sitePort}`;

  const corsOrigins = (env.CORS_ORIGINS ?? siteUrl)
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of corsOrigins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    // An allow-list entry must be a bare origin: a path or a wildcard would never match exactly.
    if (!parsed || parsed.origin !== origin) {
      problems.push(`CORS_ORIGINS entries must be origins like https://example.com (got "${origin}")`);
    }
  }

  const institutionsPort = port('INSTITUTIONS_PORT', 5100);
  const institutionsServiceToken = env.INSTITUTIONS_SERVICE_TOKEN || undefined;
  if (institutionsServiceToken !== undefined && !/^[A-Za-z0-9_-]{32,200}$/.test(institutionsServiceToken)) {
    problems.push(
      'INSTITUTIONS_SERVICE_TOKEN must be 32 to 200 letters, digits, dashes or underscores (value not shown: it is a credential)',
    );
  }

  const config: ServerConfig = {
    nodeEnv,
    host: env.HOST && env.HOST !== '' ? env.HOST : '127.0.0.1',
    gatewayPort: port('GATEWAY_PORT', 5000),
    institutionsPort,
    sitePort,
    databaseUrl,
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:'], true),
    dataDir: env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : 'data',
    corsOrigins,
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    smtpUrl,
    mailToFiles: !smtpUrl && mailToFiles,
    mailFrom:
      env.MAIL_FROM && env.MAIL_FROM !== '' ? env.MAIL_FROM : 'Lendbridge <no-reply@lendbridge.example>',
    teamInbox: email('TEAM_INBOX', 'team@lendbridge.example'),
    siteUrl,
    // Demo accounts have published passwords: they are loaded by default only while developing
    // on the embedded database, never into a real server or a production service unasked.
    seedDemoData: bool('SEED_DEMO_DATA', nodeEnv === 'development' && databaseUrl === undefined),
    sessionTtlSeconds: seconds('SESSION_TTL_SECONDS', 3600, 600, 7 * 24 * 3600),
    affordabilityShareBps:
      wholeNumber('AFFORDABILITY_SHARE_PERCENT', DEFAULT_AFFORDABILITY_SHARE_PERCENT, 1, 100, 'percent') *
      100,
    offerTtlDays: wholeNumber('OFFER_TTL_DAYS', 7, 1, 90, 'days'),
    catalogueCacheSeconds: seconds('CATALOGUE_CACHE_SECONDS', 5, 0, 300),
    trustProxy: trustProxy('TRUST_PROXY'),
    rateLimitScale: wholeNumber('RATE_LIMIT_SCALE', 1, 1, 100, 'times'),
    shutdownDrainSeconds: seconds('SHUTDOWN_DRAIN_SECONDS', 5, 0, 120),
    shutdownTimeoutSeconds: seconds('SHUTDOWN_TIMEOUT_SECONDS', 20, 1, 600),
    metrics: env.METRICS_PORT
      ? { host: env.METRICS_HOST || '127.0.0.1', port: port('METRICS_PORT', 0) }
      : undefined,
    institutionsUrl: url('INSTITUTIONS_URL', ['http:', 'https:']) ?? `http://127.0.0.1:${institutionsPort}`,
    institutionsServiceToken,
    siteRebuildDelaySeconds: seconds('SITE_REBUILD_DELAY_SECONDS', 60, 0, 3600),
  };
  // Demo accounts have published passwords, and emails written to files are printed with their
  // links and codes: both are for one developer's machine, so only while nothing but the machine
  // itself can reach the services.
  if (!isLoopback(config.host)) {
    if (config.seedDemoData) {
      problems.push(
        `SEED_DEMO_DATA loads demo accounts whose passwords are published, so it needs HOST to be a loopback address (got "${config.host}"): set SEED_DEMO_DATA=false, or HOST=127.0.0.1`,
      );
    }
    if (config.mailToFiles && !production) {
      problems.push(
        `Outside production, emails written to files are printed with their links and codes, so HOST must be a loopback address (got "${config.host}"): set SMTP_URL, NODE_ENV=production, or HOST=127.0.0.1`,
      );
    }
  }
  if (production && config.rateLimitScale !== 1) {
    problems.push('RATE_LIMIT_SCALE is for test runs and cannot be set in production');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
