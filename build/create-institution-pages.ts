import path from 'node:path';
import type { InstitutionsPage, InstitutionWithScholarships } from '@lendbridge/contract';
import type { CreatePagesArgs } from 'gatsby';
import { siteEnv } from '../src/config/env';
import { collectAllPages, DEFAULT_PAGE_SIZE } from '../src/features/scholarships/api/collect-pages';

const LISTING_PATH = 'api/v1/Institution/GetAllActiveInstitutionsWithScholarships';

// Mirrors SLUG_PATTERN in the contract: a slug becomes a path, so anything else is refused.
const SAFE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function fetchPage(baseUrl: string, pageIndex: number): Promise<InstitutionsPage> {
  const url = `${baseUrl}/${LISTING_PATH}?pageSize=${DEFAULT_PAGE_SIZE}&pageIndex=${pageIndex}`;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(15_000),
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new Error(
      `The build pre-renders /scholarships, /partner and one page per partner institution from the ` +
        `institutions service, but could not reach ${url} ` +
        `(${error instanceof Error ? error.message : String(error)}). Start the services first ` +
        '(`npm start` builds with them running) or set GATSBY_INSTITUTIONS_API_URL to the address of a ' +
        'running institutions service.',
    );
  }
  if (!response.ok) {
    throw new Error(
      `The institutions service at GATSBY_INSTITUTIONS_API_URL=${baseUrl} answered ${response.status} ` +
        `for ${url}; the build needs it healthy.`,
    );
  }
  const body = (await response.json()) as { responseData: InstitutionsPage };
  return body.responseData;
}

/** Every active institution with its active scholarships, paging on when the service caps the size. */
export function fetchActiveInstitutions(baseUrl: string): Promise<InstitutionWithScholarships[]> {
  return collectAllPages((pageIndex) => fetchPage(baseUrl, pageIndex));
}

/**
 * /scholarships (every active scholarship, pre-rendered), /partner (the directory) and
 * /partner/<slug> for each active partner institution. An inactive institution is not in the
 * service's answer, so it gets no page; a page built earlier disappears with the next build.
 */
export async function createInstitutionPages({
  actions,
  reporter,
}: Pick<CreatePagesArgs, 'actions' | 'reporter'>): Promise<void> {
  const baseUrl = siteEnv.institutionsApiUrl;
  const activity = reporter.activityTimer(`Reading institutions and scholarships from ${baseUrl}`);
  activity.start();
  const institutions = await fetchActiveInstitutions(baseUrl).catch((error: Error) =>
    reporter.panic(error.message),
  );
  activity.end();

  const builtAt = new Date().toISOString();
  const template = (name: string) => path.resolve(`./src/templates/${name}.tsx`);
  const partners = institutions.filter((institution) => {
    if (!institution.isPartner) return false;
    if (SAFE_SLUG.test(institution.slug)) return true;
    reporter.warn(
      `Institution ${institution.id} has the slug "${institution.slug}", unusable in a path; it gets no page.`,
    );
    return false;
  });

  actions.createPage({
    path: '/scholarships',
    component: template('scholarships'),
    context: { institutions, builtAt },
  });
  actions.createPage({ path: '/partner', component: template('partner-directory'), context: { partners } });
  for (const institution of partners) {
    actions.createPage({
      path: `/partner/${institution.slug}`,
      component: template('institution'),
      context: { institution, builtAt },
    });
  }
  reporter.info(
    `Created pages for ${partners.length} partner institutions and ${institutions.length} listings.`,
  );
}
