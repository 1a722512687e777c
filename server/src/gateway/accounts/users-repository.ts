import type { RoleId, User } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';

export interface UserRow {
  id: number;
  publicId: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  roleId: RoleId;
  emailConfirmed: boolean;
}

const COLUMNS = `id, public_id AS "publicId", email, password_hash AS "passwordHash", first_name AS "firstName",
  last_name AS "lastName", phone, role_id AS "roleId", email_confirmed AS "emailConfirmed"`;

export function toUser(row: UserRow): User {
  return {
    id: row.publicId,
    email: row.email,
    roleId: row.roleId,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    emailConfirmed: row.emailConfirmed,
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
    email,
  ]);
  return rows[0];
}

export async function findUserByPublicId(db: Queryable, publicId: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE public_id = $1`, [publicId]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/** Inserts a borrower unless the email is taken (by any case); answers undefined then. */
export async function insertBorrower(
  db: Queryable,
  user: {
    publicId: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phone: string;
  },
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (public_id, email, password_hash, first_name, last_name, phone, role_id)
     VALUES ($1, $2, $3, $4, $5, $6, 1)
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING ${COLUMNS}`,
    [user.publicId, user.email, user.passwordHash, user.firstName, user.lastName, user.phone],
  );
  return rows[0];
}

export async function updateProfile(
  db: Queryable,
  id: number,
  profile: { firstName: string; lastName: string; phone: string },
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET first_name = $2, last_name = $3, phone = $4, updated_at = now() WHERE id = $1
     RETURNING ${COLUMNS}`,
    [id, profile.firstName.trim(), profile.lastName.trim(), profile.phone.trim()],
  );
  return rows[0];
}
