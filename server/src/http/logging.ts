import type { FastifyServerOptions } from 'fastify';

const EMAIL = /[^/?&=\s]+(@|%40)[^/?&=\s]+/g;
const SECRET_QUERY = /([?&](?:token|code|password|ref)=)[^&]*/gi;

/** Emails and one-time tokens sometimes travel in URLs (SPEC.md §7); they never reach the logs. */
export function redactUrl(url: string): string {
  return url.replace(EMAIL, '[email]').replace(SECRET_QUERY, '$1[redacted]');
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
