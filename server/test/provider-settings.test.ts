import type { LenderSettings } from '@lendbridge/contract';
import { buildGatewayApp } from '../src/gateway/app';
import { testGatewayOptions } from './helpers/gateway';
import { caller, DEMO_BORROWER, KOBO_STAFF, lenderLogin, snapshot, borrowerLogin } from './helpers/lender';
import { startTestGateway } from './helpers/gateway';

/*
 * Staff edit their provider's terms: validated, audit-logged with who changed what (before and
 * after), and used by the very next eligibility check, even with the catalogue's answer cache on.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let send: ReturnType<typeof caller>;
let staff: string;
let personal: number;
const url = () => `/api/Lender/settings/loan_types/${personal}`;

beforeAll(async () => {
  gateway = await startTestGateway();
  send = caller(gateway);
  staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
  const { rows } = await gateway.db.query<{ id: number }>(
    `SELECT id FROM loan_types WHERE code = 'personal'`,
  );
  personal = rows[0]!.id;
});
afterAll(() => gateway.close());

const terms = {
  minAmount: 5_000_000,
  maxAmount: 150_000_000,
  minTenorMonths: 3,
  maxTenorMonths: 12,
  annualInterestRateBps: 3200,
  processingFeeBps: 200,
  organizationCodes: ['ZENITHTECH', 'LAGOSHEALTH', 'FEDCIVIL'],
};

/** The demo borrower's check for a ₦500,000 personal loan: Kobo Credit's offer, if any. */
async function koboOffer() {
  const { token } = await borrowerLogin(gateway, DEMO_BORROWER.email);
  const check = await send('POST', '/api/Eligibility/checkeligibility', {
    token,
    key: null,
    body: {
      loanType: personal,
      amount: 50_000_000,
      tenorMonths: 12,
      regNo: 'ZT-1001',
      organizationCode: 'ZENITHTECH',
      organizationName: '',
      email: DEMO_BORROWER.email,
    },
  });
  return (
    check.json().responseData.offers as Array<{ providerName: string; annualInterestRateBps: number }>
  ).find((offer) => offer.providerName === 'Kobo Credit');
}

it("shows the staff their provider's terms per loan type, and the organisations to choose from", async () => {
  const answer = await send('GET', '/api/Lender/settings', { token: staff });
  expect(answer.statusCode).toBe(200);
  const settings = answer.json().responseData as LenderSettings;
  expect(settings.provider).toMatchObject({ name: 'Kobo Credit', inboxEmail: 'loans@kobo-credit.example' });
  expect(settings.loanTypes.find((type) => type.loanTypeId === personal)).toMatchObject({
    offered: true,
    terms: { ...terms, organizationCodes: [...terms.organizationCodes].sort() },
  });
  expect(settings.loanTypes.find((type) => type.loanTypeCode === 'asset')).toMatchObject({
    offered: false,
    terms: null,
  });
  expect(settings.organizations.length).toBeGreaterThanOrEqual(5);
  // Another provider's settings are not theirs to see.
  const other = await send('GET', '/api/Lender/settings?providerId=2147483647', { token: staff });
  expect(other.statusCode).toBe(404);
});

it.each([
  [{ ...terms, minAmount: 200_000_000 }, 'maxAmount'],
  [{ ...terms, minTenorMonths: 13 }, 'maxTenorMonths'],
  [{ ...terms, organizationCodes: ['ZENITHTECH', 'NOWHERE'] }, 'organizationCodes'],
  [{ ...terms, organizationCodes: ['ZENITHTECH', 'zenithtech'] }, 'organizationCodes'],
  [{ ...terms, minAmount: 5_000_000.5 }, 'minAmount'],
  [{ ...terms, minAmount: '5000000' }, 'minAmount'],
  [{ ...terms, annualInterestRateBps: 10_001 }, 'annualInterestRateBps'],
  [{ ...terms, processingFeeBps: -1 }, 'processingFeeBps'],
  [{ ...terms, minAmount: 99 }, 'minAmount'],
  [{ ...terms, maxTenorMonths: 61 }, 'maxTenorMonths'],
])('refuses %j (400, naming %s) and changes nothing', async (body, field) => {
  const before = await snapshot(gateway);
  const refused = await send('PUT', url(), { token: staff, body });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().field).toBe(field);
  expect(await snapshot(gateway)).toEqual(before);
});

it('feeds the next eligibility check at once, and audits who changed what', async () => {
  expect((await koboOffer())?.annualInterestRateBps).toBe(3200);
  const changed = await send('PUT', url(), { token: staff, body: { ...terms, annualInterestRateBps: 2900 } });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().responseData.terms.annualInterestRateBps).toBe(2900);
  expect((await koboOffer())?.annualInterestRateBps).toBe(2900);
  // Kobo Credit stops lending to Zenith Tech: the next check has no offer from it.
  await send('PUT', url(), {
    token: staff,
    body: { ...terms, annualInterestRateBps: 2900, organizationCodes: ['FEDCIVIL'] },
  });
  expect(await koboOffer()).toBeUndefined();

  const { rows } = await gateway.db.query<{
    action: string;
    actor: string;
    details: { before: unknown; after: unknown };
  }>(
    `SELECT a.action, u.email AS actor, a.details FROM audit_log a JOIN users u ON u.id = a.actor_user_id
     WHERE a.entity = 'provider_setting' ORDER BY a.id`,
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({
    action: 'provider_setting_updated',
    actor: KOBO_STAFF.email,
    details: {
      before: { annualInterestRateBps: 3200 },
      after: { annualInterestRateBps: 2900 },
    },
  });
  expect(rows[1]!.details.after).toMatchObject({ organizationCodes: ['FEDCIVIL'] });
  // Saving the same terms again is no change, and no audit row.
  await send('PUT', url(), {
    token: staff,
    body: { ...terms, annualInterestRateBps: 2900, organizationCodes: ['FEDCIVIL'] },
  });
  const { rows: after } = await gateway.db.query(`SELECT 1 FROM audit_log WHERE entity = 'provider_setting'`);
  expect(after).toHaveLength(2);
});

it('stops and starts offering a loan type', async () => {
  const stopped = await send('DELETE', url(), { token: staff });
  expect(stopped.statusCode).toBe(200);
  expect(stopped.json().responseData).toMatchObject({ offered: false, terms: null });
  expect(await koboOffer()).toBeUndefined();
  const { rows } = await gateway.db.query<{ action: string }>(
    `SELECT action FROM audit_log WHERE entity = 'provider_setting' ORDER BY id DESC LIMIT 1`,
  );
  expect(rows[0]!.action).toBe('provider_setting_removed');
  const started = await send('PUT', url(), { token: staff, body: terms });
  expect(started.json().responseData).toMatchObject({ offered: true });
  expect((await koboOffer())?.annualInterestRateBps).toBe(3200);
});

it("clears the catalogue's answer cache on the replica that made the change", async () => {
  const cached = await buildGatewayApp(testGatewayOptions(gateway.db, { catalogueCacheSeconds: 300 }));
  try {
    const token = (
      await cached.inject({
        method: 'POST',
        url: '/api/Lender/login',
        payload: { email: KOBO_STAFF.email, password: KOBO_STAFF.password },
      })
    ).json().responseData.token as string;
    const koboPersonal = async () =>
      (
        (await cached.inject({ method: 'GET', url: '/api/ProviderSettings' })).json().responseData
          .items as Array<{
          providerName: string;
          loanTypeId: number;
          annualInterestRateBps: number;
        }>
      ).find((setting) => setting.providerName === 'Kobo Credit' && setting.loanTypeId === personal);
    expect((await koboPersonal())?.annualInterestRateBps).toBe(3200);
    const changed = await cached.inject({
      method: 'PUT',
      url: url(),
      headers: { authorization: `Bearer ${token}` },
      payload: { ...terms, annualInterestRateBps: 3100 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await koboPersonal())?.annualInterestRateBps).toBe(3100);
  } finally {
    await cached.close();
  }
});
