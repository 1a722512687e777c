import type { OfferingProvider } from '@lendbridge/contract';
import * as React from 'react';
import { GENERIC_ERROR_MESSAGE, ApiError } from '../../lib/api-client';
import { getOfferingProviders } from './api/get-offering-providers';

export type OfferingProvidersLoad =
  | { kind: 'loading' }
  | { kind: 'loaded'; providers: OfferingProvider[] }
  | { kind: 'failed'; message: string };

/** The providers lending a loan type, read when the loan type is known and again if it changes. */
export function useOfferingProviders(loanTypeId: number | null): OfferingProvidersLoad {
  const [load, setLoad] = React.useState<OfferingProvidersLoad>({ kind: 'loading' });
  React.useEffect(() => {
    if (loanTypeId === null) return;
    let current = true;
    setLoad({ kind: 'loading' });
    getOfferingProviders(loanTypeId).then(
      (providers) => {
        if (current) setLoad({ kind: 'loaded', providers });
      },
      (error: unknown) => {
        if (current) {
          setLoad({
            kind: 'failed',
            message: error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE,
          });
        }
      },
    );
    // An answer for a loan type the borrower has moved away from is dropped.
    return () => {
      current = false;
    };
  }, [loanTypeId]);
  return load;
}
