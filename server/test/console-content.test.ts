import { institutionsAdminRoutes, institutionsRoutes, type InstitutionsPage } from '@lendbridge/contract';
import { buildGatewayApp } from '../src/gateway/app';
import { buildInstitutionsApp } from '../src/institutions/app';
import { closedDeadline } from '../src/institutions/admin-repository';
import {
  injectInstitutionsTransport,
  INSTITUTIONS_CREDENTIAL,
  SITE_ORIGIN,
  startTestGateway,
  testGatewayOptions,
} from './helpers/gateway';
import { consoleLogin, PLATFORM_ADMIN } from './helpers/console';
import { caller, snapshot } from './helpers/lender';

/*
 * What platform admins change of the public content (docs/console.md#content): each change is
 * audited with its old and new values, shows in the public calls at once (the kept answers are
 * dropped) and is reported to the site's rebuild; bad input is a 4xx naming the field. The
 * institutions service takes writes only with the gateway's credential.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let send: ReturnType<typeof caller>;
let admin: string;
/** A second gateway on the same database that keeps public answers, as production does. */
let caching: Awaited<ReturnType<typeof buildGatewayApp>>;

beforeAll(async () => {
  gateway = await startTestGateway();
  send = caller(gateway);
  admin = await consoleLogin(gateway, PLATFORM_ADMIN.email, PLATFORM_ADMIN.password);
  caching = await buildGatewayApp(
    testGatewayOptions(gateway.db, {
      catalogueCacheSeconds: 300,
      institutions: injectInstitutionsTransport(gateway.institutions, INSTITUTIONS_CREDENTIAL),
    }),
  );
});
afterAll(async () => {
  await caching.close();
  await gateway.close();
});

const publicItems = async <T>(url: string): Promise<T[]> =>
  (await caching.inject({ method: 'GET', url })).json().responseData.items as T[];

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  caching.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}` },
    ...(body ? { payload: body } : {}),
  });

async function auditOf(entity: string, recordId: number) {
  const { rows } = await gateway.db.query<{ action: string; details: Record<string, unknown> }>(
    `SELECT action, details FROM audit_log WHERE entity = $1 AND record_id = $2 ORDER BY id`,
    [entity, String(recordId)],
  );
  return rows;
}

const faqBody = {
  question: 'Can I repay early without a fee?',
  answer: 'Yes: ask for a settlement figure in your dashboard.',
  category: 'Repayments',
  isApproved: false,
  sortOrder: 50,
};

describe('FAQ answers', () => {
  it('publishes one only once approved, drops it again when unapproved, and audits each change', async () => {
    const questions = async () =>
      (await publicItems<{ question: string }>('/api/FAQ?IsApproved=true')).map((faq) => faq.question);
    expect(await questions()).not.toContain(faqBody.question);

    const created = await asAdmin('POST', '/api/Console/faqs', faqBody);
    expect(created.statusCode).toBe(200);
    const faq = created.json().responseData;
    expect(await questions()).not.toContain(faqBody.question);

    const approved = await asAdmin('PUT', `/api/Console/faqs/${faq.id}`, { ...faqBody, isApproved: true });
    expect(approved.json().responseData.isApproved).toBe(true);
    expect(await questions()).toContain(faqBody.question);

    const edited = { ...faqBody, isApproved: false, answer: 'Yes, at any time.' };
    await asAdmin('PUT', `/api/Console/faqs/${faq.id}`, edited);
    expect(await questions()).not.toContain(faqBody.question);

    const entries = await auditOf('faq', faq.id);
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'approved', 'unapproved']);
    expect(entries[2]!.details).toEqual({
      answer: { from: faqBody.answer, to: 'Yes, at any time.' },
      isApproved: { from: true, to: false },
    });
  });

  it('deletes one, keeping what it said in the audit log; a second delete is a 404', async () => {
    const faq = (
      await asAdmin('POST', '/api/Console/faqs', { ...faqBody, question: 'Is this kept?', isApproved: true })
    ).json().responseData;
    expect((await asAdmin('DELETE', `/api/Console/faqs/${faq.id}`)).statusCode).toBe(200);
    expect((await publicItems<{ id: number }>('/api/FAQ')).map((row) => row.id)).not.toContain(faq.id);
    const [, deleted] = await auditOf('faq', faq.id);
    expect(deleted).toMatchObject({ action: 'deleted', details: { removed: { question: 'Is this kept?' } } });
    expect((await asAdmin('DELETE', `/api/Console/faqs/${faq.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a 4xx naming the field, changing nothing', async () => {
    const before = await snapshot(gateway);
    const short = await asAdmin('POST', '/api/Console/faqs', { ...faqBody, question: 'Hm?' });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('question');
    const { rows } = await gateway.db.query<{ question: string }>('SELECT question FROM faqs LIMIT 1');
    const taken = await asAdmin('POST', '/api/Console/faqs', { ...faqBody, question: rows[0]!.question });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('question');
    const missing = await asAdmin('PUT', '/api/Console/faqs/999999', faqBody);
    expect(missing.statusCode).toBe(404);
    expect(await snapshot(gateway)).toEqual(before);
  });

  it('reports each change to the site rebuild, and none for a refusal', async () => {
    const reported = gateway.contentChanges.length;
    await send('POST', '/api/Console/faqs', {
      token: admin,
      body: { ...faqBody, question: 'Is the site told?' },
    });
    expect(gateway.contentChanges.length).toBe(reported + 1);
    await send('POST', '/api/Console/faqs', { token: admin, body: { ...faqBody, question: 'x' } });
    expect(gateway.contentChanges.length).toBe(reported + 1);
  });
});

describe('testimonials and loan types', () => {
  it('hides a testimonial from the home page list and shows it again', async () => {
    const shown = async () => (await publicItems<{ id: number }>('/api/Testimonial')).map((row) => row.id);
    const [first] = await shown();
    await asAdmin('PUT', `/api/Console/testimonials/${first}`, { isPublished: false });
    expect(await shown()).not.toContain(first);
    await asAdmin('PUT', `/api/Console/testimonials/${first}`, { isPublished: true });
    expect(await shown()).toContain(first);
    expect((await auditOf('testimonial', first!)).map((entry) => entry.action)).toEqual([
      'hidden',
      'published',
    ]);
  });

  it('deactivates a loan type: no longer available, and a check for it is refused', async () => {
    const available = async () =>
      (await publicItems<{ id: number }>('/api/AvailableLoanType')).map((row) => row.id);
    const loanTypes = (await asAdmin('GET', '/api/Console/loan-types')).json().responseData.items;
    const loanType = loanTypes.find((row: { id: number }) => row.id === 1);
    expect(await available()).toContain(1);
    const { id: _id, ...body } = loanType;
    const off = await asAdmin('PUT', '/api/Console/loan-types/1', { ...body, isActive: false });
    expect(off.json().responseData.isActive).toBe(false);
    expect(await available()).not.toContain(1);
    const offering = await caching.inject({
      method: 'GET',
      url: '/api/Provider/provider_eligiblity_offering_by_loan_type_id/1',
    });
    expect(offering.statusCode).toBe(404);
    expect((await auditOf('loan_type', 1)).at(-1)).toMatchObject({
      action: 'deactivated',
      details: { isActive: { from: true, to: false } },
    });
    await asAdmin('PUT', '/api/Console/loan-types/1', body);
    expect(await available()).toContain(1);
  });

  it('adds a loan type and refuses a code that is taken', async () => {
    const body = {
      code: 'asset-finance',
      name: 'Asset finance',
      description: 'For a laptop or a car.',
      isActive: true,
    };
    expect((await asAdmin('POST', '/api/Console/loan-types', body)).statusCode).toBe(200);
    const taken = await asAdmin('POST', '/api/Console/loan-types', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('code');
    const bad = await asAdmin('POST', '/api/Console/loan-types', { ...body, code: 'Asset Finance' });
    expect(bad.statusCode).toBe(400);
  });
});

const institutionBody = {
  slug: 'federal-polytechnic-ilaro',
  name: 'Federal Polytechnic Ilaro',
  otherNames: ['FPI', 'Ilaro Poly'],
  location: 'Ilaro, Ogun',
  description: 'A federal polytechnic in Ogun State.',
  website: 'https://federal-polytechnic-ilaro.example',
  organizationCode: '',
  isPartner: true,
  isActive: true,
};

const scholarshipBody = {
  title: 'Ilaro Engineering Award',
  amount: 25_000_000,
  currency: 'NGN',
  deadline: '2099-06-30',
  level: 'Diploma',
  fieldOfStudy: 'Engineering',
  eligibilitySummary: 'Second-year engineering students.',
  howToApply: 'Apply at the bursary.',
  isActive: true,
};

async function search(searchWord: string): Promise<InstitutionsPage> {
  const response = await gateway.institutions.inject({
    method: 'GET',
    url: `${institutionsRoutes.activeInstitutionsWithScholarships.url}?searchWord=${encodeURIComponent(searchWord)}`,
  });
  return response.json().responseData;
}

describe('institutions and scholarships', () => {
  it('adds an institution whose short forms the search finds, edits its former names, and audits both', async () => {
    const created = await asAdmin('POST', '/api/Console/institutions', institutionBody);
    expect(created.statusCode).toBe(200);
    const institution = created.json().responseData;
    expect((await search('FPI')).items.map((item) => item.name)).toContain('Federal Polytechnic Ilaro');

    const renamed = { ...institutionBody, otherNames: ['FPI', 'Ilaro Federal Poly'] };
    await asAdmin('PUT', `/api/Console/institutions/${institution.id}`, renamed);
    expect((await search('Ilaro Federal Poly')).items[0]?.name).toBe('Federal Polytechnic Ilaro');

    const entries = await auditOf('institution', institution.id);
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'edited']);
    expect(entries[1]!.details).toEqual({
      otherNames: { from: ['FPI', 'Ilaro Poly'], to: ['FPI', 'Ilaro Federal Poly'] },
    });

    const taken = await asAdmin('POST', '/api/Console/institutions', { ...institutionBody, name: 'Another' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('slug');
  });

  it('adds a scholarship, closes it (listed as closed), and withdraws it (not listed)', async () => {
    const institution = (await asAdmin('GET', '/api/Console/institutions'))
      .json()
      .responseData.items.find((item: { slug: string }) => item.slug === institutionBody.slug);
    const added = await asAdmin(
      'POST',
      `/api/Console/institutions/${institution.id}/scholarships`,
      scholarshipBody,
    );
    expect(added.statusCode).toBe(200);
    const scholarship = added.json().responseData;
    const listed = async () =>
      (await search('Ilaro Engineering Award')).items
        .flatMap((item) => item.scholarships)
        .find((s) => s.id === scholarship.id);
    expect((await listed())?.deadline).toBe('2099-06-30');

    const closed = await asAdmin('POST', `/api/Console/scholarships/${scholarship.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().responseData.deadline).toBe(closedDeadline(new Date()));
    expect((await listed())?.deadline).toBe(closedDeadline(new Date()));
    // Closing again changes nothing and writes no second entry.
    await asAdmin('POST', `/api/Console/scholarships/${scholarship.id}/close`);
    const entries = await auditOf('scholarship', scholarship.id);
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'closed']);
    expect(entries[1]!.details).toEqual({ deadline: { from: '2099-06-30', to: closedDeadline(new Date()) } });

    await asAdmin('PUT', `/api/Console/scholarships/${scholarship.id}`, {
      ...scholarshipBody,
      isActive: false,
    });
    expect(await listed()).toBeUndefined();
    expect((await auditOf('scholarship', scholarship.id)).at(-1)?.action).toBe('withdrawn');
  });

  it('answers a missing institution or scholarship 404 and a bad one 400, writing nothing', async () => {
    const missing = await asAdmin('PUT', '/api/Console/institutions/999999', institutionBody);
    expect(missing.statusCode).toBe(404);
    expect((await asAdmin('POST', '/api/Console/scholarships/999999/close')).statusCode).toBe(404);
    const bad = await asAdmin('POST', '/api/Console/institutions', {
      ...institutionBody,
      slug: 'Not A Slug',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('slug');
  });
});

describe('the institutions service', () => {
  const write = (app: typeof gateway.institutions, authorization?: string) =>
    app.inject({
      method: 'POST',
      url: institutionsAdminRoutes.adminCreateInstitution.url,
      headers: authorization ? { authorization } : {},
      payload: { ...institutionBody, slug: 'intruder-college', name: 'Intruder College' },
    });

  it("refuses writes and the full listing without the gateway's credential, writing nothing", async () => {
    const before = await gateway.db.query('SELECT count(*)::int AS n FROM institutions.institutions');
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Basic ${INSTITUTIONS_CREDENTIAL}`,
      `Bearer ${INSTITUTIONS_CREDENTIAL}x`,
    ]) {
      const answer = await write(gateway.institutions, authorization);
      expect([authorization, answer.statusCode]).toEqual([authorization, 401]);
    }
    for (const url of [
      '/api/v1/%41dmin/Institutions',
      '/api/v1/Admin//Institutions',
      '/api/v1/Admin/Institutions/',
    ]) {
      const answer = await gateway.institutions.inject({ method: 'GET', url });
      expect([url, answer.statusCode >= 400 && answer.statusCode < 500]).toEqual([url, true]);
      expect([url, answer.body]).not.toEqual([url, expect.stringContaining('"items"')]);
    }
    const listing = await gateway.institutions.inject({
      method: 'GET',
      url: institutionsAdminRoutes.adminInstitutions.url,
    });
    expect(listing.statusCode).toBe(401);
    const after = await gateway.db.query('SELECT count(*)::int AS n FROM institutions.institutions');
    expect(after.rows).toEqual(before.rows);
  });

  it('takes no writes at all when no credential is configured', async () => {
    const service = await buildInstitutionsApp({
      db: gateway.db,
      corsOrigins: [SITE_ORIGIN],
      logLevel: 'silent',
    });
    try {
      expect((await write(service, 'Bearer ')).statusCode).toBe(401);
      expect((await write(service, `Bearer ${INSTITUTIONS_CREDENTIAL}`)).statusCode).toBe(401);
    } finally {
      await service.close();
    }
  });
});
