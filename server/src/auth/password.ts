import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended floor (19 MiB memory, 2 iterations, 1 lane): strong
 * enough against offline guessing while a login still fits the latency budget on 2 cores.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}
