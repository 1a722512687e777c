import { Type } from '@sinclair/typebox';

/**
 * Money travels as an integer count of minor units (kobo for NGN, cents for USD),
 * never as a float, so no amount is ever rounded in transit.
 */
export const MinorUnits = Type.Integer({ minimum: 0, description: 'Integer amount in minor units' });

/** Rates travel as integer basis points: 2_500 bp = 25.00 %. */
export const BasisPoints = Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Basis points' });
