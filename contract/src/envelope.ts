import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Every answer of both services is wrapped in this envelope (docs/requirements.md#envelope).
 * Failures carry `requestSuccessful: false`, a human message and no data.
 */
export const Envelope = <T extends TSchema>(responseData: T) =>
  Type.Object(
    {
      requestSuccessful: Type.Boolean(),
      message: Type.String(),
      responseData,
    },
    { additionalProperties: false },
  );

/** List results carry their rows under `responseData.items` (docs/requirements.md#envelope). */
export const ListEnvelope = <T extends TSchema>(item: T) =>
  Envelope(Type.Object({ items: Type.Array(item) }, { additionalProperties: false }));

export const ErrorEnvelope = Type.Object(
  {
    requestSuccessful: Type.Literal(false),
    message: Type.String(),
    /** A machine-readable reason where the client acts on it, e.g. invalid_grant. */
    error: Type.Optional(Type.String()),
    /** The request field a validation failure is about, so a form can show it beside the field. */
    field: Type.Optional(Type.String()),
    responseData: Type.Null(),
  },
  { additionalProperties: false },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export interface EnvelopeOf<T> {
  requestSuccessful: boolean;
  message: string;
  responseData: T;
}
export type ListOf<T> = EnvelopeOf<{ items: T[] }>;
