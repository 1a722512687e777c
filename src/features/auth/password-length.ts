import type { PASSWORD_MIN_LENGTH as CONTRACT_PASSWORD_MIN_LENGTH } from '@lendbridge/contract';

/**
 * The gateway's minimum, mirrored so the form can say so before a round trip. The contract's
 * type pins the value: if the gateway's rule changes, this line stops compiling.
 */
export const PASSWORD_MIN_LENGTH: typeof CONTRACT_PASSWORD_MIN_LENGTH = 8;
