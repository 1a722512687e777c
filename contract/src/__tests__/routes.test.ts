import { type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ErrorEnvelope, gatewayRoutes, type RouteContract } from '..';

const routes: RouteContract[] = Object.values(gatewayRoutes);
const catalogue = [
  gatewayRoutes.providers,
  gatewayRoutes.providerSettings,
  gatewayRoutes.faq,
  gatewayRoutes.availableLoanTypes,
  gatewayRoutes.testimonials,
  gatewayRoutes.organizations,
];

describe('the contract', () => {
  it('wraps list answers in the envelope with their rows under responseData.items', () => {
    for (const route of catalogue) {
      expect(
        Value.Check(route.response, { requestSuccessful: true, message: 'ok', responseData: { items: [] } }),
      ).toBe(true);
      expect(Value.Check(route.response, { requestSuccessful: true, message: 'ok', responseData: [] })).toBe(
        false,
      );
    }
  });

  it('closes every request schema so unknown fields and parameters are refused', () => {
    const schemas = routes.flatMap((route) =>
      [route.querystring, route.body, route.params].filter((s): s is TSchema => s !== undefined),
    );
    expect(schemas.length).toBeGreaterThan(routes.length);
    for (const schema of schemas) expect(schema.additionalProperties).toBe(false);
  });

  it('describes a failure with no data and an optional reason', () => {
    expect(Value.Check(ErrorEnvelope, { requestSuccessful: false, message: 'No', responseData: null })).toBe(
      true,
    );
    expect(
      Value.Check(ErrorEnvelope, {
        requestSuccessful: false,
        message: 'No',
        error: 'invalid_grant',
        responseData: null,
      }),
    ).toBe(true);
    expect(Value.Check(ErrorEnvelope, { requestSuccessful: true, message: 'No', responseData: null })).toBe(
      false,
    );
  });

  it('mounts each call once', () => {
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
