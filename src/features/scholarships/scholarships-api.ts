import type { InstitutionWithScholarships } from '@lendbridge/contract';
import { api, contractCall, type ApiRequest } from '../../app/api';
import {
  apiError,
  GENERIC_ERROR_MESSAGE,
  institutionsEndpoint,
  isApiError,
  type ApiError,
} from '../../lib/api-client';
import { collectAllPages, DEFAULT_PAGE_SIZE } from './api/collect-pages';

const endpoint = institutionsEndpoint<'activeInstitutionsWithScholarships'>(
  'GET',
  'api/v1/Institution/GetAllActiveInstitutionsWithScholarships',
);

export interface InstitutionsFound {
  items: InstitutionWithScholarships[];
  /** When the search found nothing, the names closest to it (the service's suggestions). */
  suggestions: string[];
}

type PageAnswer = { data?: unknown; error?: ApiError };

/** One page of the listing, as the base query sends it and as the route answers it. */
const page = contractCall(
  endpoint,
  ({ searchWord, pageIndex }: { searchWord: string; pageIndex: number }) => ({
    query: { searchWord, pageSize: DEFAULT_PAGE_SIZE, pageIndex },
  }),
  (envelope) => envelope.responseData,
);

/** Every active institution (or every match), with its scholarships, across as many pages as it takes. */
async function readAllPages(
  searchWord: string,
  send: (request: ApiRequest) => PageAnswer | PromiseLike<PageAnswer>,
): Promise<{ data: InstitutionsFound } | { error: ApiError }> {
  let suggestions: string[] = [];
  try {
    const items = await collectAllPages(async (pageIndex) => {
      const arg = { searchWord, pageIndex };
      const answer = await send(page.query(arg));
      if (answer.error) throw answer.error;
      const listing = page.transformResponse(answer.data, undefined, arg);
      if (pageIndex === 0) suggestions = listing.suggestions;
      return listing;
    });
    return { data: { items, suggestions } };
  } catch (error) {
    return { error: isApiError(error) ? error : apiError(GENERIC_ERROR_MESSAGE, null) };
  }
}

/**
 * The `scholarships` slice (docs/requirements.md#slice-names): the institutions service's
 * directory of active institutions with their scholarships, and its ranked search.
 */
export const scholarshipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The whole directory, once per visit; pages that need it share the answer. */
    getInstitutionDirectory: build.query<InstitutionWithScholarships[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const found = await readAllPages('', baseQuery);
        return 'error' in found ? found : { data: found.data.items };
      },
    }),
    searchInstitutions: build.query<InstitutionsFound, string>({
      queryFn: (searchWord, _api, _extra, baseQuery) => readAllPages(searchWord, baseQuery),
    }),
  }),
});

export const { useGetInstitutionDirectoryQuery, useLazySearchInstitutionsQuery } = scholarshipsApi;
