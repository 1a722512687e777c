import type { InstitutionWithScholarships } from '@lendbridge/contract';
import * as React from 'react';
import { messageOf } from '../../lib/api-client';
import { localDate } from './lib/deadline';
import { reuseUnchanged } from './lib/reuse-unchanged';
import { useGetInstitutionDirectoryQuery, useLazySearchInstitutionsQuery } from './scholarships-api';

/**
 * The rows the build pre-rendered until the service has answered, then the current ones. The
 * pre-rendered rows are never put into the cache: each page pre-renders a different part of the
 * directory (one institution, the partners, everything), while the cache holds all of it.
 */
export function useInstitutionDirectory(prerendered: InstitutionWithScholarships[]) {
  const directory = useGetInstitutionDirectoryQuery();
  const answered = directory.data;
  const items = React.useMemo(
    () => (answered ? reuseUnchanged(answered, prerendered) : prerendered),
    [answered, prerendered],
  );
  return {
    items,
    answered: answered !== undefined,
    error: directory.isError ? messageOf(directory.error) : null,
  };
}

const NO_INSTITUTIONS: InstitutionWithScholarships[] = [];
const NO_SUGGESTIONS: string[] = [];

/**
 * Runs the search for `query` (empty: none), cancelling the one it replaces while that is still
 * unanswered. `answered` is true once the answer to this very query is in, so an earlier query's
 * answer is never shown as this one's.
 */
export function useInstitutionSearch(query: string) {
  const [trigger, search] = useLazySearchInstitutionsQuery();
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    if (query === '') return undefined;
    // A retry asks the service again; otherwise an answer already in the cache is used.
    const request = trigger(query, attempt === 0);
    return () => request.abort();
  }, [trigger, query, attempt]);
  const current = query !== '' && search.originalArgs === query && !search.isFetching;
  const answered = current && search.isSuccess;
  const failed = current && search.isError;
  return {
    items: answered && search.data ? search.data.items : NO_INSTITUTIONS,
    suggestions: answered && search.data ? search.data.suggestions : NO_SUGGESTIONS,
    answered,
    failed,
    error: failed ? messageOf(search.error) : null,
    retry: React.useCallback(() => setAttempt((n) => n + 1), []),
  };
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
