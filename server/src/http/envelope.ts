import type { EnvelopeOf, ErrorEnvelope } from '@lendbridge/contract';

export function ok<T>(responseData: T, message = 'Request successful'): EnvelopeOf<T> {
  return { requestSuccessful: true, message, responseData };
}

export function list<T>(items: T[], message = 'Request successful'): EnvelopeOf<{ items: T[] }> {
  return ok({ items }, message);
}

export function failure(message: string, reason: { error?: string; field?: string } = {}): ErrorEnvelope {
  return {
    requestSuccessful: false,
    message,
    ...(reason.error ? { error: reason.error } : {}),
    ...(reason.field ? { field: reason.field } : {}),
    responseData: null,
  };
}
