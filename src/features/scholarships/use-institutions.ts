import type { InstitutionWithScholarships } from '@lendbridge/contract';
import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { localDate } from './lib/deadline';
import { reuseUnchanged } from './lib/reuse-unchanged';
import {
  clearSearch,
  fetchInstitutionDirectory,
  searchInstitutions,
  selectInstitutionDirectory,
  selectInstitutionSearch,
  type InstitutionList,
} from './scholarships-slice';

/**
 * The rows the build pre-rendered until the service has answered, then the current ones. The
 * pre-rendered rows are never put into the store: each page pre-renders a different part of
 * the directory (one institution, the partners, everything), while the store holds all of it.
 */
export function useInstitutionDirectory(prerendered: InstitutionWithScholarships[]): InstitutionList {
  const dispatch = useAppDispatch();
  const directory = useAppSelector(selectInstitutionDirectory);
  React.useEffect(() => {
    // The thunk's condition skips the call when the directory is loaded or on its way.
    void dispatch(fetchInstitutionDirectory());
  }, [dispatch]);
  const items = React.useMemo(
    () => (directory.status === 'succeeded' ? reuseUnchanged(directory.items, prerendered) : prerendered),
    [directory.status, directory.items, prerendered],
  );
  return { ...directory, items };
}

/** Runs the search for `query` (empty: none), cancelling the previous one when the query changes. */
export function useInstitutionSearch(query: string) {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectInstitutionSearch);
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    if (query === '') {
      dispatch(clearSearch());
      return undefined;
    }
    const request = dispatch(searchInstitutions(query));
    return () => request.abort();
  }, [dispatch, query, attempt]);
  const retry = React.useCallback(() => setAttempt((n) => n + 1), []);
  return { ...search, retry };
}

const noSubscription = () => () => undefined;

/**
 * Today's date on the reader's clock, or null while the page is being built or hydrated: the
 * build cannot know when it will be read, and the first browser render must match the build's.
 */
export function useToday(): string | null {
  return React.useSyncExternalStore(
    noSubscription,
    () => localDate(),
    () => null,
  );
}
