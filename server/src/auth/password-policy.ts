import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lendbridge/contract';
import { HttpError } from '../http/errors';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * NIST SP 800-63B / ASVS: a length floor, long passphrases allowed, no composition rules,
 * and the passwords attackers try first refused.
 */
export function checkNewPassword(password: string, confirmPassword: string, email: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new HttpError(
      400,
      `Passwords must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`,
      {
        field: 'password',
      },
    );
  }
  const lowered = password.toLowerCase();
  if (
    COMMON_PASSWORDS.has(lowered) ||
    lowered === email.toLowerCase() ||
    lowered === email.split('@')[0]?.toLowerCase()
  ) {
    throw new HttpError(400, 'This password is too common or too easy to guess. Please choose another one.', {
      field: 'password',
    });
  }
  if (password !== confirmPassword) {
    throw new HttpError(400, 'The two passwords do not match', { field: 'confirmPassword' });
  }
}
