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
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
      }),
    },
  };
}
