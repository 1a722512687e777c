import type { IdentityBinding } from '@lendbridge/contract';
import * as React from 'react';
import { getIdentityBinding } from './api/identity-binding';

/** 'asking' until the gateway answers; a failed question counts as unbound, so the code step shows. */
export type BindingAnswer = { state: 'asking' } | { state: 'answered'; binding: IdentityBinding };

const UNBOUND: IdentityBinding = { bound: false, provenAt: null };

/**
 * Asks the gateway whether the logged-in account holds a fresh binding for the entry: the only
 * source of that answer, since a browser cannot know whether the roster or its contact changed.
 * A visitor (not logged in) is unbound without asking.
 */
export function useIdentityBinding(
  signedIn: boolean,
  organizationCode: string,
  regNo: string,
): BindingAnswer {
  const [answer, setAnswer] = React.useState<BindingAnswer>(
    signedIn ? { state: 'asking' } : { state: 'answered', binding: UNBOUND },
  );
  React.useEffect(() => {
    if (!signedIn) {
      setAnswer({ state: 'answered', binding: UNBOUND });
      return;
    }
    let current = true;
    setAnswer({ state: 'asking' });
    getIdentityBinding({ organizationCode, regNo }).then(
      (binding) => current && setAnswer({ state: 'answered', binding }),
      () => current && setAnswer({ state: 'answered', binding: UNBOUND }),
    );
    return () => {
      current = false;
    };
  }, [signedIn, organizationCode, regNo]);
  return answer;
}
