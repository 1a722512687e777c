import * as React from 'react';
import { isApiError, GENERIC_ERROR_MESSAGE } from './api-client';
import { useIdempotencyKeys } from './idempotency';

export interface ActionFailure {
  message: string;
  /** The request field the gateway named, so the form can show the message beside it. */
  field?: string;
}

/**
 * One write of the workspace: one at a time, with an Idempotency-Key that a retry of the same
 * request reuses (the gateway then answers the first attempt instead of acting twice).
 */
export function useAction<Request, Answer>(
  send: (request: Request, idempotencyKey: string) => Promise<Answer>,
) {
  const keys = useIdempotencyKeys();
  const [busy, setBusy] = React.useState(false);
  const [failure, setFailure] = React.useState<ActionFailure | null>(null);
  const running = React.useRef(false);

  const run = async (request: Request): Promise<Answer | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await send(request, keys.keyFor(request));
      keys.settled();
      return answer;
    } catch (error) {
      if (isApiError(error)) {
        const field = error.field?.replace(/^\/+/, '').split(/[./]/)[0];
        setFailure(field ? { message: error.message, field } : { message: error.message });
      } else {
        setFailure({ message: GENERIC_ERROR_MESSAGE });
      }
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { run, busy, failure, setFailure };
}
