/** Rules the referral form checks before the round trip; the gateway checks them again. */

export const NO_FRIEND = "Enter at least one friend's email address.";
export const REPEATED_FRIEND = 'You have already listed this email address.';
export const OWN_ADDRESS = 'This is your own email address: invite a friend instead.';

/**
 * The addresses to send, with the form row each came from (blank rows are skipped, so the
 * gateway's `friends.N` is not always row N), and the problems found, by row.
 */
export function collectFriends(rows: string[], ownEmail: string) {
  const problems: Record<number, string> = {};
  const sent: { email: string; row: number }[] = [];
  const seen = new Set<string>();
  rows.forEach((value, row) => {
    const email = value.trim();
    if (email === '') return;
    const key = email.toLowerCase();
    if (key === ownEmail.toLowerCase()) problems[row] = OWN_ADDRESS;
    else if (seen.has(key)) problems[row] = REPEATED_FRIEND;
    seen.add(key);
    sent.push({ email, row });
  });
  if (sent.length === 0) problems[0] = NO_FRIEND;
  return { friends: sent.map((friend) => friend.email), rows: sent.map((friend) => friend.row), problems };
}

/** Which form row the gateway's field name is about: `referralDetails.friends.2` is the third address sent. */
export function rowOfField(field: string | undefined, sentRows: number[]): number | undefined {
  if (field === 'referralDetails.friends') return 0;
  const match = /^referralDetails\.friends\.(\d+)$/.exec(field ?? '');
  return match ? sentRows[Number(match[1])] : undefined;
}
