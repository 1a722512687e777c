/**
 * What a domain function says when it will not do what it was asked, in the domain's words: the
 * kind of refusal, a message for the person, and optionally a machine-readable reason the client
 * acts on (`not_found`, `illegal_transition`, an eligibility rule's name) and the request field
 * it is about. Only the error handler (server/src/http/errors.ts) turns these into HTTP answers.
 */
export interface RefusalDetails {
  reason?: string;
  field?: string;
}

export type RefusalKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'refused' | 'mismatch';

export abstract class DomainError extends Error {
  abstract readonly kind: RefusalKind;

  constructor(
    message: string,
    readonly details: RefusalDetails = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A value the request's schema allows but the rules do not (a date in the future, min above max). */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid';
}

/** The credentials or session do not prove who the caller is. */
export class NotAuthenticated extends DomainError {
  readonly kind = 'unauthenticated';
}

/** The caller is known but may not do this (a borrower in the workspace, an admin writing). */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
}

/** No such record for this caller: another tenant's record is reported exactly like a missing one. */
export class NotFound extends DomainError {
  readonly kind = 'not_found';
}

/** The record's state forbids the change (an illegal transition, a duplicate); nothing changed. */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** A business rule refused the decision (affordability, standing); the reason names the rule. */
export class RuleRefused extends DomainError {
  readonly kind = 'refused';
}

/** The request contradicts one made before under the same key; nothing was done. */
export class RequestMismatch extends DomainError {
  readonly kind = 'mismatch';
}
