import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { useBindIdentityMutation } from './eligibility-api';
import { answersChanged, selectAnswers } from './application-slice';

export interface ProvenIdentityBinding {
  /**
   * True until this tab's saved wizard has been read and any proof in it bound: until then the
   * account's offers are not all there yet, so pages wait before reading them.
   */
  binding: boolean;
  /** Why binding failed (the number is linked to another account, or the proof expired). */
  failure: string | null;
}

/**
 * A visitor who proved their roster entry and then logged in or registered in this tab binds
 * it to the account now: the offers their check made become the account's. Runs once per proof.
 * Pages call it after restoring the wizard (useWizardPersistence), with the session's state.
 */
export function useBindProvenIdentity(authenticated: boolean, restored: boolean): ProvenIdentityBinding {
  const dispatch = useAppDispatch();
  const { identityProof, identityBound } = useAppSelector(selectAnswers);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [bindIdentity] = useBindIdentityMutation();
  const pending = authenticated && restored && identityProof !== null && !identityBound && failure === null;

  React.useEffect(() => {
    if (!pending || identityProof === null) return;
    let current = true;
    bindIdentity(identityProof)
      .unwrap()
      .then(
        () => {
          if (current) dispatch(answersChanged({ identityBound: true }));
        },
        (error: unknown) => {
          if (current) setFailure(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
        },
      );
    return () => {
      current = false;
    };
  }, [pending, identityProof, dispatch, bindIdentity]);

  return { binding: authenticated && (!restored || pending), failure };
}
