import type { Queryable } from '../db/database';

/** Who the emails about a loan go to, read in the transaction that changes it. */

export async function borrowerAddress(
  tx: Queryable,
  userId: number,
): Promise<{ email: string; firstName: string }> {
  const { rows } = await tx.query<{ email: string; firstName: string }>(
    'SELECT email, first_name AS "firstName" FROM users WHERE id = $1',
    [userId],
  );
  const borrower = rows[0];
  if (!borrower) throw new Error(`User ${userId} does not exist`);
  return borrower;
}

/** The provider's configured inbox; null when none is set (nothing is sent then). */
export async function providerInbox(tx: Queryable, providerId: number): Promise<string | null> {
  const { rows } = await tx.query<{ inbox: string | null }>(
    'SELECT inbox_email AS inbox FROM providers WHERE id = $1',
    [providerId],
  );
  return rows[0]?.inbox ?? null;
}

export const dashboardLink = (siteUrl: string) => `${siteUrl}/dashboard`;
export const workspaceLink = (siteUrl: string) => `${siteUrl}/lender`;
