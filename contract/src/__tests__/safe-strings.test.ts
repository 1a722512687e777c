import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { institutionsRoutes } from '../institutions';
import { gatewayRoutes, type RouteContract } from '../routes';
import { isSafeStringPattern } from '../text';
import '../formats';

/** Every string schema inside `schema`, with where it is. */
function strings(schema: TSchema, at: string): { at: string; schema: TSchema }[] {
  const found: { at: string; schema: TSchema }[] = [];
  const visit = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.type === 'string' && record.enum === undefined && record.const === undefined) {
      found.push({ at: path, schema: record as TSchema });
    }
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'object') visit(value, `${path}.${key}`);
    }
  };
  visit(schema, at);
  return found;
}

const routes = Object.entries({ ...gatewayRoutes, ...institutionsRoutes }) as [string, RouteContract][];
const requestStrings = routes.flatMap(([name, route]) =>
  (['body', 'querystring', 'params', 'headers'] as const).flatMap((part) =>
    route[part] ? strings(route[part], `${name}.${part}`) : [],
  ),
);

describe('every string a request carries refuses control and bidirectional characters', () => {
  it('finds the request strings to check', () => {
    expect(requestStrings.length).toBeGreaterThan(40);
  });

  it.each(requestStrings.map(({ at, schema }) => [at, schema] as const))('%s', (_at, schema) => {
    expect(isSafeStringPattern(schema.pattern as string | undefined)).toBe(true);
    for (const bad of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066', '\u2069']) {
      expect(Value.Check(schema, `AB-1${bad}@x.example`)).toBe(false);
    }
  });
});
