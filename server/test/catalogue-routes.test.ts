import { gatewayRoutes, type RouteContract } from '@lendbridge/contract';
import { Value } from '@sinclair/typebox/value';
import { faqs, loanTypes, organizations, providers, testimonials } from '../src/seed/data';
import { startTestGateway } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  gateway.app.inject({ method: 'GET', url, headers });

function expectContract(route: RouteContract, body: unknown) {
  const errors = [...Value.Errors(route.response, body)].map((e) => `${e.path} ${e.message}`);
  expect(errors).toEqual([]);
}

describe('catalogue routes answer from the database in the contract shape', () => {
  const catalogue = [
    gatewayRoutes.providers,
    gatewayRoutes.providerSettings,
    gatewayRoutes.faq,
    gatewayRoutes.availableLoanTypes,
    gatewayRoutes.testimonials,
    gatewayRoutes.organizations,
  ];
  it.each(catalogue.map((route) => [route.url, route] as const))(
    '%s matches its contract',
    async (_url, route) => {
      const response = await get(route.url);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.requestSuccessful).toBe(true);
      expectContract(route, body);
    },
  );

  it('lists only active providers, each with the loan types it lends', async () => {
    const items: { slug: string; loanTypeIds: number[] }[] = (await get('/api/Provider')).json().responseData
      .items;
    const active = providers.filter((p) => p.isActive);
    expect(items.map((p) => p.slug).sort()).toEqual(active.map((p) => p.slug).sort());
    const inactive = providers.find((p) => !p.isActive);
    expect(items.some((p) => p.slug === inactive?.slug)).toBe(false);
    for (const item of items) {
      const seeded = active.find((p) => p.slug === item.slug);
      expect(item.loanTypeIds).toHaveLength(seeded?.settings.length ?? -1);
    }
  });

  it('gives provider settings in integer minor units with their accepted organizations', async () => {
    const items = (await get('/api/ProviderSettings')).json().responseData.items;
    const expected = providers.filter((p) => p.isActive).flatMap((p) => p.settings);
    expect(items).toHaveLength(expected.length);
    for (const item of items) {
      expect(Number.isInteger(item.minAmount)).toBe(true);
      expect(item.maxAmount).toBeGreaterThanOrEqual(item.minAmount);
    }
    const first = providers.find((p) => p.isActive)!;
    const setting = first.settings[0]!;
    const served = items.find(
      (item: { providerName: string; minAmount: number }) =>
        item.providerName === first.name && item.minAmount === setting.minAmount,
    );
    expect(served.acceptedOrganizationCodes).toEqual([...setting.acceptedOrganizationCodes].sort());
  });

  it('returns every organization with its status, inactive ones included for the client to filter', async () => {
    const items: { code: string; status: boolean }[] = (await get('/api/Organization')).json().responseData
      .items;
    expect(items).toHaveLength(organizations.length);
    const inactive = organizations.filter((o) => !o.status).map((o) => o.code);
    expect(items.filter((o) => !o.status).map((o) => o.code)).toEqual(inactive);
  });

  it('publishes approved FAQ items only', async () => {
    const items: { question: string }[] = (await get('/api/FAQ?IsApproved=true')).json().responseData.items;
    expect(items.map((f) => f.question)).toEqual(faqs.filter((f) => f.isApproved).map((f) => f.question));
    const defaultList = (await get('/api/FAQ')).json().responseData.items;
    expect(defaultList).toHaveLength(items.length);
  });

  it('keeps the review queue (IsApproved=false) from the public', async () => {
    const response = await get('/api/FAQ?IsApproved=false');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      requestSuccessful: false,
      message: 'Unapproved questions are visible to platform staff only',
      responseData: null,
    });
  });

  it('serves published testimonials and the loan types some active provider lends', async () => {
    expect((await get('/api/Testimonial')).json().responseData.items).toHaveLength(testimonials.length);
    const served = (await get('/api/AvailableLoanType')).json().responseData.items;
    expect(served).toHaveLength(loanTypes.length);

    await gateway.db.query(
      `INSERT INTO loan_types (code, name, description) VALUES ('boat', 'Boat loan', 'x')`,
    );
    const after: { code: string }[] = (await get('/api/AvailableLoanType')).json().responseData.items;
    expect(after.map((t) => t.code)).not.toContain('boat');
  });

  it('lets shared caches keep catalogue answers briefly', async () => {
    expect((await get('/api/Provider')).headers['cache-control']).toMatch(/public, max-age=\d+/);
  });
});

describe('bad input on the catalogue gets a 400 naming the field', () => {
  it.each([
    ['/api/FAQ?IsApproved=maybe', 'IsApproved', "The query parameter 'IsApproved' must be boolean"],
    ['/api/FAQ?IsApproved=1&color=red', 'color', "Unknown query parameter 'color'"],
    ['/api/Provider?page=2', 'page', "Unknown query parameter 'page'"],
    ['/api/Organization?status=true', 'status', "Unknown query parameter 'status'"],
  ])('%s', async (url, field, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ requestSuccessful: false, message, field, responseData: null });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await get('/api/Nothing/here?email=ada@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      requestSuccessful: false,
      message: 'No route matches GET /api/Nothing/here',
      responseData: null,
    });
  });

  it('rejects a body that is not JSON with a 4xx, never a 5xx', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/Provider',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().requestSuccessful).toBe(false);
  });
});
