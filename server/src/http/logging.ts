import type { FastifyServerOptions } from 'fastify';

/** A run of characters between URL separators: each is looked at once, so redaction is linear. */
const URL_PART = /[^/?&=\s]+/g;
const SECRET_QUERY = /([?&](?:token|code|password|ref)=)[^&]*/gi;

const holdsEmail = (part: string) => part.includes('@') || part.toLowerCase().includes('%40');

/**
 * Emails and one-time tokens sometimes travel in URLs (docs/requirements.md#calls); they never
 * reach the logs. It runs on every request before routing, so it must take time in proportion to
 * the URL's length: a pattern that backtracks over each start position would let a long URL stall
 * the process.
 */
export function redactUrl(url: string): string {
  return url
    .replace(URL_PART, (part) => (holdsEmail(part) ? '[email]' : part))
    .replace(SECRET_QUERY, '$1[redacted]');
}

/** Anything between quotes in an error's message (a database echoes the values it refused there). */
const QUOTED = /"[^"]*"|'[^']*'/g;
const EMAIL = /[^\s"'<>(),;:]+@[^\s"'<>(),;:]+/g;
const redactMessage = (message: string) => message.replace(QUOTED, '"[redacted]"').replace(EMAIL, '[email]');

/**
 * What a log may say about an error: its kind, its database code and the names of what it is
 * about (constraint, table, column), and its message and stack with quoted values and emails
 * removed. Never a query's parameters, a database's detail line ("Key (email)=(…) already
 * exists") or anything else an error happens to carry: logs hold no personal data or secrets.
 */
export function loggableError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: 'not an Error', stack: '' };
  const fields = error as Error &
    Partial<Record<'code' | 'constraint' | 'table' | 'column' | 'routine', unknown>>;
  const names = Object.fromEntries(
    (['code', 'constraint', 'table', 'column', 'routine'] as const)
      .filter((key) => typeof fields[key] === 'string')
      .map((key) => [key, fields[key]]),
  );
  const message = redactMessage(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return { type: error.name, message, ...names, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
}

/** An error's message as a log may print it (see loggableError). */
export const loggableMessage = (error: unknown): string => loggableError(error).message;

export function loggerOptions(level: string, service: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    base: { service },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.referralToken'],
      censor: '[redacted]',
    },
    serializers: {
      err: loggableError,
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
      }),
    },
  };
}
