import type { IDENTITY_CODE, LOAN_LIMITS } from '@lendbridge/contract';

/** The gateway's limit, mirrored for the form; the contract's type pins the value. */
export const REG_NO_MAX_LENGTH: (typeof LOAN_LIMITS)['regNoMaxLength'] = 40;

/** The identity code's rules, mirrored for the form's words; the contract's type pins each value. */
export const CODE_DIGITS: (typeof IDENTITY_CODE)['digits'] = 6;
export const CODE_LIFETIME_MINUTES: (typeof IDENTITY_CODE)['lifetimeMinutes'] = 10;
export const CODE_MAX_ATTEMPTS: (typeof IDENTITY_CODE)['maxAttempts'] = 5;
