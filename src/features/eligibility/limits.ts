import type { LOAN_LIMITS } from '@lendbridge/contract';

/** The gateway's limit, mirrored for the form; the contract's type pins the value. */
export const REG_NO_MAX_LENGTH: (typeof LOAN_LIMITS)['regNoMaxLength'] = 40;
