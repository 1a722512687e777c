import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/auth/password';
import { randomId } from '../src/auth/secrets';
import { demoUsers } from '../src/seed/data';
import { insertBorrower } from '../src/gateway/accounts/users-repository';
import { startTestGateway } from './helpers/gateway';

/* What lenders get: nothing before the borrower accepts their offer, then what the loan needs, recorded. */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
const demo = demoUsers.find((user) => user.roleId === 1)!;

const get = (url: string, token?: string) =>
  gateway.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const list = async (token: string) =>
  (await get('/api/LoanTransaction/disclosures', token)).json().responseData.items as Array<{
    providerName: string;
    loanId: string;
    reason: string;
    items: Array<{ label: string; value: string }>;
  }>;

async function login(email: string, password: string) {
  const body = (
    await gateway.app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password } })
  ).json();
  return { token: body.responseData.token as string, id: body.responseData.user.id as string };
}

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

it('records what the accepted offer’s lender is given, shows it to the borrower only, and gives no one else anything', async () => {
  const session = await login(demo.email, demo.password);
  // The seeded history: one disclosure per loan the demo borrower accepted.
  const seeded = await list(session.token);
  expect(seeded.map((d) => d.reason)).toEqual(Array(4).fill('offer_accepted'));

  const { openOffers } = (
    await get(`/api/LoanTransaction/loans/users_current_loan_status/${session.id}`, session.token)
  ).json().responseData;
  const [chosen, ...others] = openOffers as Array<{ id: string; providerId: number; providerName: string }>;
  expect(others.length).toBeGreaterThan(0);
  const accepted = await gateway.app.inject({
    method: 'POST',
    url: `/api/LoanTransaction/accept_offer/${chosen!.id}`,
    headers: { authorization: `Bearer ${session.token}`, 'idempotency-key': randomUUID() },
    payload: { consent: true },
  });
  expect(accepted.statusCode).toBe(200);

  const after = await list(session.token);
  expect(after).toHaveLength(seeded.length + 1);
  expect(after[0]).toMatchObject({ providerName: chosen!.providerName, reason: 'offer_accepted' });
  expect(after[0]!.items).toEqual([
    { label: 'Full name (from the roster)', value: 'Adaeze Okafor' },
    { label: 'Staff or registration number', value: 'ZT-1001' },
    { label: 'Employer or school', value: 'Zenith Tech Solutions Ltd' },
    { label: 'Email', value: demo.email },
    { label: 'Phone', value: demo.phone },
  ]);
  // The lenders whose offers were withdrawn were given nothing.
  const { rows } = await gateway.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM lender_disclosures d JOIN users u ON u.id = d.user_id
     WHERE d.provider_id = ANY($1::int[]) AND u.email = $2 AND d.disclosed_at > now() - interval '1 minute'`,
    [others.map((offer) => offer.providerId), demo.email],
  );
  expect(rows[0]!.count).toBe(0);

  // Another borrower sees none of it, and the list needs a session.
  await insertBorrower(gateway.db, {
    publicId: randomId(),
    email: 'stranger@example.com',
    passwordHash: await hashPassword('a long enough passphrase'),
    firstName: 'Stranger',
    lastName: 'Danger',
    phone: '',
  });
  await gateway.db.query(`UPDATE users SET email_confirmed = true WHERE email = 'stranger@example.com'`);
  const stranger = await login('stranger@example.com', 'a long enough passphrase');
  expect(await list(stranger.token)).toEqual([]);
  expect((await get('/api/LoanTransaction/disclosures')).statusCode).toBe(401);
});
