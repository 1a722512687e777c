import { Value } from '@sinclair/typebox/value';
import { ErrorEnvelope, gatewayRoutes } from '..';

describe('the contract', () => {
  it('wraps every answer in the envelope with its rows under responseData.items', () => {
    for (const route of Object.values(gatewayRoutes)) {
      expect(
        Value.Check(route.response, { requestSuccessful: true, message: 'ok', responseData: { items: [] } }),
      ).toBe(true);
      expect(Value.Check(route.response, { requestSuccessful: true, message: 'ok', responseData: [] })).toBe(
        false,
      );
    }
  });

  it('closes every query schema so unknown parameters are refused', () => {
    for (const route of Object.values(gatewayRoutes)) {
      expect(Value.Check(route.querystring, { unexpected: 'x' })).toBe(false);
    }
  });

  it('describes a failure with no data', () => {
    expect(Value.Check(ErrorEnvelope, { requestSuccessful: false, message: 'No', responseData: null })).toBe(
      true,
    );
    expect(Value.Check(ErrorEnvelope, { requestSuccessful: true, message: 'No', responseData: null })).toBe(
      false,
    );
  });

  it('mounts each call once', () => {
    const keys = Object.values(gatewayRoutes).map((route) => `${route.method} ${route.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
