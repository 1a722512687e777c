import { Type, type Static } from '@sinclair/typebox';
import { SafeString } from './text';

const closed = { additionalProperties: false } as const;

/** Lengths the gateway enforces and the site's forms mirror. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;

export const Email = SafeString({ format: 'email', maxLength: 254, description: 'An email address' });
const Name = SafeString({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: '\\S' });
export const Phone = SafeString({
  pattern: '^\\+?[0-9 ()-]{7,20}$',
  description: 'Phone number, digits and + ( ) -',
});
const Password = SafeString({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
/** One-time tokens travel as 43 base64url characters (256 random bits). */
export const OneTimeToken = SafeString({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });
/** Users are known outside the database by an unguessable public id, never by a row number. */
export const UserId = SafeString({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * roleId 1 borrower, 2 lender staff, 3 platform admin (docs/requirements.md#roles), 4 organisation
 * administrator (an employer's or school's HR or bursary staff, docs/console.md).
 */
export const RoleId = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]);
export type RoleId = Static<typeof RoleId>;

export const User = Type.Object(
  {
    id: UserId,
    email: Email,
    roleId: RoleId,
    firstName: Type.String(),
    lastName: Type.String(),
    phone: Type.String(),
    emailConfirmed: Type.Boolean(),
  },
  closed,
);
export type User = Static<typeof User>;

/**
 * Past an account's failed-login limit, a login from a network its owner has not used needs a
 * code emailed to the account as well as the password (the answer is 401 `login_code_required`).
 */
export const LOGIN_CODE = { digits: 6, lifetimeMinutes: 15, maxAttempts: 5 } as const;

export const LoginRequest = Type.Object(
  {
    email: Email,
    password: SafeString({ minLength: 1, maxLength: 1024 }),
    loginCode: Type.Optional(
      SafeString({
        pattern: `^[0-9]{${LOGIN_CODE.digits}}$`,
        description: 'The sign-in code from the email, when the login asked for one',
      }),
    ),
  },
  closed,
);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object(
  {
    user: User,
    token: Type.String(),
    /** Seconds until the token expires. */
    expires: Type.Integer({ minimum: 1 }),
    isUser: Type.Boolean(),
    roleId: RoleId,
  },
  closed,
);
export type LoginResponse = Static<typeof LoginResponse>;

/** A login with the right password on an account whose email is not confirmed yet. */
export const UnconfirmedAccount = Type.Object(
  {
    requestSuccessful: Type.Literal(false),
    message: Type.String(),
    error: Type.Literal('email_not_confirmed'),
    responseData: Type.Object({ userId: UserId }, closed),
  },
  closed,
);

export const RegisterRequest = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    email: Email,
    phone: Phone,
    password: Password,
    confirmPassword: SafeString({ maxLength: PASSWORD_MAX_LENGTH }),
    acceptedPrivacyPolicy: Type.Literal(true, { description: 'Consent to the privacy policy' }),
    /** From a friend's invitation link (`/user/register?ref=`): links the new account to its referrer. */
    referralToken: Type.Optional(OneTimeToken),
  },
  closed,
);
export type RegisterRequest = Static<typeof RegisterRequest>;

/**
 * The same shape whether or not the email already had an account, so registering reveals
 * nothing; `userId` lets the same browser ask for the email again.
 */
export const RegisterResponse = Type.Object({ userId: UserId, email: Email }, closed);
export type RegisterResponse = Static<typeof RegisterResponse>;

export const UserIdParams = Type.Object({ userId: UserId }, closed);
export const EmailParams = Type.Object({ email: Email }, closed);
export const EmailQuery = Type.Object({ email: Email }, closed);

export const VerifyAccountRequest = Type.Object({ token: OneTimeToken }, closed);
export type VerifyAccountRequest = Static<typeof VerifyAccountRequest>;

export const ResetPasswordRequest = Type.Object(
  {
    token: OneTimeToken,
    password: Password,
    confirmPassword: SafeString({ maxLength: PASSWORD_MAX_LENGTH }),
  },
  closed,
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/** Only these profile fields can change; anything else in the body is refused. */
export const UpdateProfileRequest = Type.Object({ firstName: Name, lastName: Name, phone: Phone }, closed);
export type UpdateProfileRequest = Static<typeof UpdateProfileRequest>;

export const Empty = Type.Object({}, closed);
