import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/auth/password';
import { randomId } from '../src/auth/secrets';
import { insertBorrower } from '../src/gateway/accounts/users-repository';
import { startTestGateway } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
const borrower = { email: 'emeka.nwosu@example.com', password: 'a long enough passphrase' };
let token: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  await insertBorrower(gateway.db, {
    publicId: randomId(),
    email: borrower.email,
    passwordHash: await hashPassword(borrower.password),
    firstName: 'Emeka',
    lastName: 'Nwosu',
    phone: '+2348022222222',
  });
  await gateway.db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [borrower.email]);
  const login = await gateway.app.inject({ method: 'POST', url: '/api/Account/login', payload: borrower });
  token = login.json().responseData.token;
});
afterAll(() => gateway.close());

it('accepts exactly one of 50 simultaneous accepts across the offers of one check', async () => {
  const { rows: types } = await gateway.db.query<{ id: number }>(
    `SELECT id FROM loan_types WHERE code = 'personal'`,
  );
  const checked = await gateway.app.inject({
    method: 'POST',
    url: '/api/Eligibility/checkeligibility',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      loanType: types[0]!.id,
      amount: 40_000_000,
      tenorMonths: 12,
      regNo: 'ZT-1014',
      organizationCode: 'ZENITHTECH',
      organizationName: 'Zenith Tech Solutions Ltd',
      email: borrower.email,
    },
  });
  const { applicationId, offers } = checked.json().responseData;
  const offerIds: string[] = offers.map((offer: { id: string }) => offer.id);
  expect(offerIds.length).toBeGreaterThanOrEqual(4);

  const attempts = Array.from({ length: 50 }, (_, index) =>
    gateway.app.inject({
      method: 'POST',
      url: `/api/LoanTransaction/accept_offer/${offerIds[index % offerIds.length]}`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: { consent: true },
    }),
  );
  const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(49);

  const { rows: offerRows } = await gateway.db.query<{ id: string; status: string }>(
    'SELECT id, status FROM loan_offers WHERE application_id = $1',
    [applicationId],
  );
  expect(offerRows.filter((offer) => offer.status === 'accepted')).toHaveLength(1);
  expect(offerRows.filter((offer) => offer.status === 'withdrawn')).toHaveLength(offerIds.length - 1);
  const accepted = offerRows.find((offer) => offer.status === 'accepted')!;
  const { rows: loans } = await gateway.db.query<{ id: string }>(
    'SELECT id FROM loans WHERE offer_id = ANY($1::uuid[])',
    [offerIds],
  );
  expect(loans).toHaveLength(1);

  // One audit row per change: each offer made, the one accepted, the others withdrawn, the loan created.
  const { rows: audits } = await gateway.db.query<{ action: string; entityId: string }>(
    `SELECT action, entity_id AS "entityId" FROM audit_log WHERE entity_id = ANY($1::uuid[]) ORDER BY id`,
    [[...offerIds, loans[0]!.id]],
  );
  const count = (action: string) => audits.filter((row) => row.action === action).length;
  expect(count('offer_made')).toBe(offerIds.length);
  expect(count('offer_accepted')).toBe(1);
  expect(count('offer_withdrawn')).toBe(offerIds.length - 1);
  expect(count('loan_created')).toBe(1);
  expect(audits).toHaveLength(2 * offerIds.length + 1);
  expect(audits.find((row) => row.action === 'offer_accepted')?.entityId).toBe(accepted.id);
});
