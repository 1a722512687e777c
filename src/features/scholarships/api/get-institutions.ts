import type { InstitutionWithScholarships } from '@lendbridge/contract';
import { requestApi, institutionsEndpoint } from '../../../lib/api-client';
import { collectAllPages, DEFAULT_PAGE_SIZE } from './collect-pages';

const endpoint = institutionsEndpoint<'activeInstitutionsWithScholarships'>(
  'GET',
  'api/v1/Institution/GetAllActiveInstitutionsWithScholarships',
);

export interface GetInstitutionsOptions {
  /** Ranks and narrows the list; empty or absent lists every active institution by name. */
  searchWord?: string;
  signal?: AbortSignal;
}

export interface InstitutionsFound {
  items: InstitutionWithScholarships[];
  /** When the search found nothing, the names closest to it (the service's suggestions). */
  suggestions: string[];
}

/** Every active institution (or every match), with its scholarships, across as many pages as it takes. */
export async function getInstitutions({
  searchWord = '',
  signal,
}: GetInstitutionsOptions = {}): Promise<InstitutionsFound> {
  let suggestions: string[] = [];
  const items = await collectAllPages(async (pageIndex) => {
    const answer = await requestApi(endpoint, {
      query: { searchWord, pageSize: DEFAULT_PAGE_SIZE, pageIndex },
      signal,
    });
    if (pageIndex === 0) suggestions = answer.responseData.suggestions;
    return answer.responseData;
  });
  return { items, suggestions };
}
