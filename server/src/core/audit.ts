import type { Queryable } from '../db/database';

export interface AuditEntry {
  actorUserId: number | null;
  entity: 'offer' | 'loan' | 'renewal' | 'remittance' | 'provider_setting';
  /** The record's uuid; null for a provider setting, which details describe. */
  entityId: string | null;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  /** The provider whose loan, file or terms it concerns, so its workspace can list it. */
  providerId?: number;
  details?: Record<string, unknown>;
}

/** Written with the same transaction handle as the change it records, so both commit or neither. */
export async function audit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_user_id, entity, entity_id, action, from_status, to_status, details, provider_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.actorUserId,
      entry.entity,
      entry.entityId,
      entry.action,
      entry.fromStatus,
      entry.toStatus,
      JSON.stringify(entry.details ?? {}),
      entry.providerId ?? null,
    ],
  );
}
