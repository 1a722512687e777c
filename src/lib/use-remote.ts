import * as React from 'react';
import { apiError, isApiError, GENERIC_ERROR_MESSAGE, type ApiError } from './api-client';

export interface Remote<T> {
  data: T | null;
  loading: boolean;
  error: ApiError | null;
  /** Asks again, e.g. after a change or when the person presses "Try again". */
  refresh: () => void;
}

/**
 * Loads what `load` answers whenever `key` changes (a page, a filter, an id), dropping answers to
 * requests that were overtaken. A string key keeps the effect's dependencies honest for any query.
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [state, setState] = React.useState<{ data: T | null; loading: boolean; error: ApiError | null }>({
    data: null,
    loading: key !== null,
    error: null,
  });
  const [round, setRound] = React.useState(0);
  const loadRef = React.useRef(load);
  loadRef.current = load;

  React.useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = isApiError(error) ? error : apiError(GENERIC_ERROR_MESSAGE, null);
        setState((previous) => ({ ...previous, loading: false, error: failure }));
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const refresh = React.useCallback(() => setRound((value) => value + 1), []);
  return { ...state, refresh };
}
