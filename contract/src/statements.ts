import { Type, type Static } from '@sinclair/typebox';

/** A loan statement's two forms (docs/api.md, "Loan statements"). */
export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const StatementQuery = Type.Object(
  { format: Type.Union(STATEMENT_FORMATS.map((format) => Type.Literal(format))) },
  { additionalProperties: false },
);
export type StatementQuery = Static<typeof StatementQuery>;

/** The media type each form is sent as. */
export const STATEMENT_MEDIA_TYPES: Record<StatementFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

/**
 * The statement file itself, not JSON: the site asks for it as a Blob. Described as binary so
 * the OpenAPI document says what comes back.
 */
export const StatementFile = Type.Unsafe<Blob>({ type: 'string', format: 'binary' });
