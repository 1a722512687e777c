import type { InstitutionWithScholarships, Scholarship } from '@lendbridge/contract';
import { minorUnitsPerMajor } from '../../../lib/money';
import { hasPassed } from './deadline';

export type ListingInstitution = Pick<
  InstitutionWithScholarships,
  'id' | 'slug' | 'name' | 'location' | 'isPartner'
>;

/** One scholarship with the institution that offers it: a row of the results. */
export interface ScholarshipListing extends Scholarship {
  institution: ListingInstitution;
}

export const SORT_ORDERS = {
  best: 'Best match',
  deadline: 'Deadline, soonest first',
  'amount-desc': 'Amount, highest first',
  'amount-asc': 'Amount, lowest first',
} as const;
export type SortOrder = keyof typeof SORT_ORDERS;

export interface ScholarshipFilters {
  level: string;
  field: string;
  /** In major units (naira), as typed; empty means no bound. */
  minAmount: string;
  maxAmount: string;
  /** Deadlines that have passed are hidden unless asked for. */
  showClosed: boolean;
}

/** Flattens institutions into scholarships, keeping the service's order (its ranking, when it searched). */
export function toListings(institutions: InstitutionWithScholarships[]): ScholarshipListing[] {
  return institutions.flatMap(({ scholarships, ...institution }) =>
    scholarships.map((scholarship) => ({
      ...scholarship,
      institution: {
        id: institution.id,
        slug: institution.slug,
        name: institution.name,
        location: institution.location,
        isPartner: institution.isPartner,
      },
    })),
  );
}

const majorAmount = (listing: ScholarshipListing) => listing.amount / minorUnitsPerMajor(listing.currency);

const bound = (typed: string): number | null => {
  if (typed.trim() === '') return null;
  const value = Number(typed);
  return Number.isFinite(value) ? value : null;
};

/**
 * A scholarship for students of every field ("All fields", "Any field"): found under whichever
 * field a student picks, and no choice of its own beside the filter's "All fields".
 */
const isOpenToAnyField = (listing: ScholarshipListing) =>
  /^(all|any) fields?$/i.test(listing.fieldOfStudy.trim());

/**
 * `today` is null until the page runs in a browser: the build cannot know the reader's date, so
 * the pre-rendered list hides nothing by deadline and the browser narrows it on arrival.
 */
export function applyFilters(
  listings: ScholarshipListing[],
  filters: ScholarshipFilters,
  today: string | null,
): ScholarshipListing[] {
  const min = bound(filters.minAmount);
  const max = bound(filters.maxAmount);
  return listings.filter(
    (listing) =>
      (filters.level === '' || listing.level === filters.level) &&
      (filters.field === '' || listing.fieldOfStudy === filters.field || isOpenToAnyField(listing)) &&
      (min === null || majorAmount(listing) >= min) &&
      (max === null || majorAmount(listing) <= max) &&
      (filters.showClosed || today === null || !hasPassed(listing.deadline, today)),
  );
}

const byDeadline = (a: ScholarshipListing, b: ScholarshipListing) =>
  a.deadline < b.deadline ? -1 : a.deadline > b.deadline ? 1 : a.id - b.id;

/** 'best' keeps the service's ranking; the others are stable sorts with the deadline breaking ties. */
export function sortListings(listings: ScholarshipListing[], order: SortOrder): ScholarshipListing[] {
  if (order === 'best') return listings;
  const sorted = [...listings];
  if (order === 'deadline') return sorted.sort(byDeadline);
  const direction = order === 'amount-desc' ? -1 : 1;
  return sorted.sort((a, b) => direction * (majorAmount(a) - majorAmount(b)) || byDeadline(a, b));
}

// Alphabetical, ignoring case, by code points: the labels are our own English words, and the
// first localeCompare of a page loads ICU's collation data, about 30 ms on a phone while the
// finder hydrates.
const alphabetically = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The choices the filters offer: what the listings hold, alphabetically. */
export function filterOptions(listings: ScholarshipListing[]): { levels: string[]; fields: string[] } {
  const sorted = (values: string[]) => [...new Set(values)].sort(alphabetically);
  return {
    levels: sorted(listings.map((listing) => listing.level)),
    fields: sorted(
      listings.filter((listing) => !isOpenToAnyField(listing)).map((listing) => listing.fieldOfStudy),
    ),
  };
}
