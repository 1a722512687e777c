import { isIPv4, isIPv6 } from 'node:net';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, as per-IP limits count them: see clientSource. */
    readonly source: string;
  }
}

/**
 * The key per-IP limits count a caller under. An IPv4 address is one caller. An IPv6 host is
 * given a whole /64 (any VPS has one, and rotates through it for free), so the /64 is the
 * caller: keyed by the full address, one host would have 2^64 fresh allowances.
 */
export function clientSource(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("::" filled in). */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0]!; // a zone index names an interface, not a host
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  let before = groups(head);
  let after = groups(tail);
  // An embedded IPv4 tail (e.g. 64:ff9b::1.2.3.4) is two groups.
  const last = (tail === undefined ? before : after).at(-1);
  if (last && isIPv4(last)) {
    const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number];
    const asGroups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    if (tail === undefined) before = [...before.slice(0, -1), ...asGroups];
    else after = [...after.slice(0, -1), ...asGroups];
  }
  const missing = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...missing, ...after].map((group) => parseInt(group, 16).toString(16));
}
