import * as React from 'react';

/** The header the gateway reads on every write of an offer or a loan (the contract's IDEMPOTENCY_HEADER). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The headers of a call made under `key`. */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** A random key the gateway accepts (letters, digits and dashes, 8 to 128 characters). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per action: asking again for the same request (a retry after a lost answer) reuses
 * the key, so the gateway answers the first attempt instead of acting twice; a different
 * request, or the next action after a success, gets a fresh one.
 */
export function createIdempotencyKeys() {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newIdempotencyKey() };
      return current.key;
    },
    /** The action went through: the next one is a new action. */
    settled(): void {
      current = null;
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;

export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = React.useState(createIdempotencyKeys);
  return keys;
}
