import { FormatRegistry } from '@sinclair/typebox';

/**
 * The string formats the contract uses, taught to TypeBox's own checker (`Value.Check`) so that
 * code checking a value against the contract outside Fastify (stored answers, the contract
 * suite) applies the same rules as the gateway's validator, which knows them already.
 */
const FORMATS: Record<string, RegExp> = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
};

for (const [name, pattern] of Object.entries(FORMATS)) {
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, (value) => pattern.test(value));
}
