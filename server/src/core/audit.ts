import type { Queryable } from '../db/database';

export interface AuditEntry {
  actorUserId: number | null;
  entity:
    | 'offer'
    | 'loan'
    | 'renewal'
    | 'remittance'
    | 'provider_setting'
    | 'organization'
    | 'roster_upload'
    | 'roster_member'
    | 'settlement_request'
    | 'account'
    | 'faq'
    | 'testimonial'
    | 'loan_type'
    | 'institution'
    | 'scholarship';
  /** The record's uuid; null for a record with an integer id (recordId) or none (details describe it). */
  entityId: string | null;
  /** An integer-keyed record's id (an organisation, a roster member). */
  recordId?: number;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  /** The provider whose loan, file or terms it concerns, so its workspace can list it. */
  providerId?: number;
  /** The organisation whose record, roster or file it concerns, so its console can list it. */
  organizationId?: number;
  details?: Record<string, unknown>;
}

/** Written with the same transaction handle as the change it records, so both commit or neither. */
export async function audit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_user_id, entity, entity_id, action, from_status, to_status, details, provider_id,
       record_id, organization_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.actorUserId,
      entry.entity,
      entry.entityId,
      entry.action,
      entry.fromStatus,
      entry.toStatus,
      JSON.stringify(entry.details ?? {}),
      entry.providerId ?? null,
      entry.recordId === undefined ? null : String(entry.recordId),
      entry.organizationId ?? null,
    ],
  );
}
