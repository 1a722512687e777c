import { Type, type Static } from '@sinclair/typebox';
import { SafeString } from './text';
import { Envelope } from './envelope';
import { MinorUnits } from './money';
import type { RouteContract } from './routes';

const Id = Type.Integer({ minimum: 1 });
const closed = { additionalProperties: false } as const;

/**
 * The most institutions one answer carries. A client may ask for more (their default page size is
 * 10000, docs/requirements.md#c-institutions-page-size); the server then applies this cap, says so
 * in `pageSize`, and the client asks for the next `pageIndex` until it holds `totalCount` rows.
 */
export const INSTITUTIONS_MAX_PAGE_SIZE = 100;

/** docs/requirements.md#c-institutions-page-size: what clients ask for when they want everything. */
export const INSTITUTIONS_DEFAULT_PAGE_SIZE = 10_000;

/** A search that finds nothing suggests at most this many names. */
export const INSTITUTIONS_MAX_SUGGESTIONS = 3;

/** Longer search text is refused: nobody types it, and it would only cost the database work. */
export const SEARCH_WORD_MAX_LENGTH = 100;

/** Institution slugs become page paths (`/partner/<slug>`), so they are URL-safe by construction. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

export const ScholarshipLevel = Type.Union([
  Type.Literal('Undergraduate'),
  Type.Literal('Postgraduate'),
  Type.Literal('Diploma'),
  Type.Literal('Doctoral'),
]);
export type ScholarshipLevel = Static<typeof ScholarshipLevel>;

export const Scholarship = Type.Object(
  {
    id: Id,
    title: Type.String(),
    amount: MinorUnits,
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code of `amount`' }),
    deadline: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'Last day to apply (YYYY-MM-DD), inclusive, in the institution’s time zone',
    }),
    level: ScholarshipLevel,
    fieldOfStudy: Type.String(),
    eligibilitySummary: Type.String(),
    howToApply: Type.String(),
  },
  closed,
);
export type Scholarship = Static<typeof Scholarship>;

export const InstitutionWithScholarships = Type.Object(
  {
    id: Id,
    slug: Type.String({ pattern: SLUG_PATTERN }),
    name: Type.String(),
    location: Type.String(),
    description: Type.String(),
    website: Type.String(),
    /** The gateway organization its students borrow through, when it has one. */
    organizationCode: Type.Union([Type.String(), Type.Null()]),
    /** Partner institutions have their own page on the site. */
    isPartner: Type.Boolean(),
    otherNames: Type.Array(Type.String(), {
      description: 'Short forms and former names (UNILAG, University of Ife), searched like the name',
    }),
    scholarships: Type.Array(Scholarship, {
      description:
        'Active scholarships; with a searchWord, only those the search matches (all of them when the ' +
        'institution’s names or place hold every word), open ones first, best match first; otherwise ' +
        'by deadline',
    }),
  },
  closed,
);
export type InstitutionWithScholarships = Static<typeof InstitutionWithScholarships>;

export const InstitutionsQuery = Type.Object(
  {
    searchWord: Type.Optional(
      SafeString({
        maxLength: SEARCH_WORD_MAX_LENGTH,
        description:
          'Words to find in institution names (short forms and former names included) and locations and ' +
          'in scholarship titles and fields of study, case-insensitively; every word must match, as typed, ' +
          'as the start of a longer word, or with a letter or two wrong, missing or swapped (such matches ' +
          'come after the others). Ranked: exactly the name first, then names starting with the words, ' +
          'then words in names, titles, fields of study and places, open scholarships before closed; ' +
          'ties by name and id, so pages never overlap. Empty or absent: every active institution, by name.',
      }),
    ),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        default: INSTITUTIONS_DEFAULT_PAGE_SIZE,
        description: `Institutions per page; the server applies at most ${INSTITUTIONS_MAX_PAGE_SIZE} and answers the size it applied`,
      }),
    ),
    pageIndex: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 2_147_483_647,
        default: 0,
        description: 'Zero-based page number, counted in pages of the applied page size',
      }),
    ),
  },
  closed,
);
export type InstitutionsQuery = Static<typeof InstitutionsQuery>;

export const InstitutionsPage = Type.Object(
  {
    items: Type.Array(InstitutionWithScholarships),
    totalCount: Type.Integer({ minimum: 0, description: 'Institutions matching, over all pages' }),
    pageIndex: Type.Integer({ minimum: 0 }),
    pageSize: Type.Integer({
      minimum: 1,
      description: 'The page size applied: the one asked for, capped at maxPageSize',
    }),
    maxPageSize: Type.Integer({ minimum: 1, description: 'The cap this server applies to pageSize' }),
    suggestions: Type.Array(Type.String(), {
      maxItems: INSTITUTIONS_MAX_SUGGESTIONS,
      description:
        'When a search finds nothing: the institution names and scholarship titles closest to it, ' +
        'closest first, each worth searching for instead. Empty otherwise.',
    }),
  },
  closed,
);
export type InstitutionsPage = Static<typeof InstitutionsPage>;

/**
 * The institutions service's calls (docs/requirements.md#calls), served by its own app on its own
 * base URL.
 */
export const institutionsRoutes = {
  activeInstitutionsWithScholarships: {
    method: 'GET',
    url: '/api/v1/Institution/GetAllActiveInstitutionsWithScholarships',
    summary:
      `Active institutions with their active scholarships, searchable and paged ` +
      `(at most ${INSTITUTIONS_MAX_PAGE_SIZE} institutions a page)`,
    querystring: InstitutionsQuery,
    response: Envelope(InstitutionsPage),
  },
} as const satisfies Record<string, RouteContract>;

export type InstitutionsRoutes = typeof institutionsRoutes;
