import type { InstitutionsPage, InstitutionsRoutes, InstitutionWithScholarships } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import { collectAllPages, DEFAULT_PAGE_SIZE } from './collect-pages';

type RoutePath<U extends string> = U extends `/${infer P}` ? P : never;

/** Checked against the contract at compile time, like the catalogue's paths. */
const path: RoutePath<InstitutionsRoutes['activeInstitutionsWithScholarships']['url']> =
  'api/v1/Institution/GetAllActiveInstitutionsWithScholarships';

export interface GetInstitutionsOptions {
  /** Ranks and narrows the list; empty or absent lists every active institution by name. */
  searchWord?: string;
  signal?: AbortSignal;
}

/** Every active institution (or every match), with its scholarships, across as many pages as it takes. */
export function getInstitutions({ searchWord = '', signal }: GetInstitutionsOptions = {}): Promise<
  InstitutionWithScholarships[]
> {
  return collectAllPages(async (pageIndex) => {
    const answer = await api.get<InstitutionsPage>(
      path,
      { searchWord, pageSize: DEFAULT_PAGE_SIZE, pageIndex },
      { service: 'institutions', signal },
    );
    return answer.responseData;
  });
}
