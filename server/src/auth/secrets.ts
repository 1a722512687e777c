import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session secrets and one-time link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 128 random bits: public user ids. */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Tokens are stored as SHA-256 hashes. They carry 256 random bits, so a fast hash is enough:
 * there is nothing to guess, unlike a password.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
