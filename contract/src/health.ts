import { Type, type Static } from '@sinclair/typebox';

export const HealthStatus = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
    service: Type.String(),
  },
  { additionalProperties: false },
);
export type HealthStatus = Static<typeof HealthStatus>;
