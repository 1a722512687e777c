import type { InstitutionWithScholarships } from '@lendbridge/contract';

/** The eligibility check opens with the institution's organization chosen, when it has one. */
export function eligibilityCheckPath(institution: Pick<InstitutionWithScholarships, 'organizationCode'>) {
  return institution.organizationCode
    ? `/eligibility-check?organization=${encodeURIComponent(institution.organizationCode)}`
    : '/eligibility-check';
}
