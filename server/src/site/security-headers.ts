import { createHash } from 'node:crypto';

export interface SitePolicyOptions {
  /** Origins the pages may call: the gateway, the institutions service and, when set, the vitals sink. */
  connectOrigins: string[];
  /** Extra script origins, only when a tag manager is configured. */
  scriptOrigins?: string[];
  /** Extra image origins (a tag manager's tracking pixels), only when one is configured. */
  imageOrigins?: string[];
  /** Served over TLS (directly or behind a proxy): adds HSTS and upgrades stray http requests. */
  https: boolean;
}

/**
 * The SHA-256 sources of every inline script in a page. Gatsby writes a few per page (the chunk
 * map, the page path and compilation hash), and they differ between pages, so each page's
 * policy carries its own hashes instead of allowing 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`) || body === '') continue;
    // Data blocks (JSON-LD) are never executed, so the policy does not need to name them.
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** An origin (scheme, host, port) from a URL, or nothing when it is unset or not a URL. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(options: SitePolicyOptions, scriptHashes: string[] = []): string {
  const unique = (values: string[]) => [...new Set(values)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...(options.scriptOrigins ?? []), ...scriptHashes]),
    // Emotion's server-rendered critical CSS and MUI's style attributes are inline; styles cannot
    // run code, so they are allowed inline while scripts are not.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', ...(options.imageOrigins ?? [])]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...options.connectOrigins]),
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Headers every answer carries, whatever its type. */
export function securityHeaders(options: Pick<SitePolicyOptions, 'https'>): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Nothing on the site needs these; denying them limits what an injected script could reach.
    'permissions-policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    // For browsers that predate CSP's frame-ancestors.
    'x-frame-options': 'DENY',
  };
  // HSTS over plain http is ignored by browsers and would pin localhost to https if it were not.
  if (options.https) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
