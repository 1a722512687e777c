import type { InstitutionsPage, InstitutionWithScholarships, Scholarship } from '@lendbridge/contract';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { siteEnv } from '../../../config/env';
import { reply, serveNetwork } from '../../../../tests/unit/network-double';

export const marineGrant: Scholarship = {
  id: 11,
  title: 'Marine Biology Research Grant',
  amount: 120_000_000,
  currency: 'NGN',
  deadline: '2027-04-30',
  level: 'Postgraduate',
  fieldOfStudy: 'Marine science',
  eligibilitySummary: 'Open to master’s students in marine biology.',
  howToApply: 'Submit a two-page research proposal.',
};
export const engineeringBursary: Scholarship = {
  id: 12,
  title: 'Women in Engineering Bursary',
  amount: 50_000_000,
  currency: 'NGN',
  deadline: '2027-02-28',
  level: 'Undergraduate',
  fieldOfStudy: 'Engineering',
  eligibilitySummary: 'For female students in 200 level or above.',
  howToApply: 'Apply through the student portal.',
};
export const artsAward: Scholarship = {
  id: 21,
  title: 'Creative Arts Merit Award',
  amount: 30_000_000,
  currency: 'NGN',
  deadline: '2026-01-15',
  level: 'Undergraduate',
  fieldOfStudy: 'Arts',
  eligibilitySummary: 'For students of fine arts, music or drama.',
  howToApply: 'Upload a portfolio.',
};

export const unilag: InstitutionWithScholarships = {
  id: 1,
  slug: 'university-of-lagos',
  name: 'University of Lagos',
  location: 'Akoka, Lagos',
  description: 'A federal university on the Lagos Lagoon.',
  website: 'https://university-of-lagos.example',
  organizationCode: 'UNILAG',
  isPartner: true,
  otherNames: ['UNILAG'],
  scholarships: [engineeringBursary, marineGrant],
};
export const oau: InstitutionWithScholarships = {
  id: 2,
  slug: 'obafemi-awolowo-university',
  name: 'Obafemi Awolowo University',
  location: 'Ile-Ife, Osun',
  description: 'A federal university with a large campus.',
  website: 'https://oau.example',
  organizationCode: null,
  isPartner: true,
  otherNames: ['OAU', 'University of Ife'],
  scholarships: [artsAward],
};
export const lbs: InstitutionWithScholarships = {
  id: 3,
  slug: 'lagos-business-school',
  name: 'Lagos Business School',
  location: 'Ajah, Lagos',
  description: 'A graduate business school.',
  website: 'https://lbs.example',
  organizationCode: null,
  isPartner: false,
  otherNames: ['LBS'],
  scholarships: [],
};

export const pageOf = (
  items: InstitutionWithScholarships[],
  extra: Partial<InstitutionsPage> = {},
): InstitutionsPage => ({
  items,
  totalCount: items.length,
  pageIndex: 0,
  pageSize: 100,
  maxPageSize: 100,
  suggestions: [],
  ...extra,
});

type Answer = { status?: number; data: unknown } | Promise<{ status?: number; data: unknown }>;

/**
 * Replaces the institutions service: `respond` sees each request and answers it. Returns the
 * requests sent, so tests can check their parameters.
 */
export function serveInstitutions(respond: (config: InternalAxiosRequestConfig) => Answer) {
  const sent: InternalAxiosRequestConfig[] = [];
  serveNetwork(siteEnv.institutionsApiUrl, async (config) => {
    sent.push(config);
    if (config.signal && 'aborted' in config.signal && config.signal.aborted) {
      throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    }
    const { status = 200, data } = await respond(config);
    return reply(config, status, data);
  });
  return sent;
}

export const envelope = (responseData: unknown) => ({ requestSuccessful: true, message: 'OK', responseData });
