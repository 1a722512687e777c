import { type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
// The contract's string formats (email, uuid, dates) must be known to the checker.
import '@lendbridge/contract';

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

function baseUrl(name: 'GATEWAY_URL' | 'INSTITUTIONS_URL'): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: run the suite with npm run test:contract`);
  return url.replace(/\/$/, '');
}

export async function call(
  service: 'gateway' | 'institutions',
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const base = baseUrl(service === 'gateway' ? 'GATEWAY_URL' : 'INSTITUTIONS_URL');
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  // A file (a statement) is kept as its text; every other answer is JSON.
  const isJson = (response.headers.get('content-type') ?? 'application/json').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? undefined : isJson ? JSON.parse(text) : text,
  };
}

/** Fails with the first place where the answer departs from the contract's schema. */
export function expectConforms(schema: TSchema, body: unknown): void {
  if (Value.Check(schema, body)) return;
  const first = Value.Errors(schema, body).First();
  throw new Error(
    `Answer does not match the contract at '${first?.path ?? ''}': ${first?.message ?? 'invalid'}\n${JSON.stringify(body).slice(0, 500)}`,
  );
}
