import type { ContactRequest, FeedbackRequest, PartnerRequest } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';

/** What is stored is what the honeypot-free request said, trimmed. */
type Stored<T> = Omit<T, 'website'>;

export async function insertContactMessage(db: Queryable, contact: Stored<ContactRequest>): Promise<void> {
  await db.query('INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4)', [
    contact.name,
    contact.email,
    contact.subject,
    contact.message,
  ]);
}

export async function insertPartnershipMessage(
  db: Queryable,
  enquiry: Stored<PartnerRequest>,
): Promise<void> {
  await db.query(
    `INSERT INTO partnership_messages (organization, contact_name, email, phone, partnership_kind, message)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      enquiry.organization,
      enquiry.contactName,
      enquiry.email,
      enquiry.phone,
      enquiry.partnershipKind,
      enquiry.message,
    ],
  );
}

export async function insertFeedback(
  db: Queryable,
  feedback: Stored<FeedbackRequest> & { userId: number | undefined },
): Promise<void> {
  await db.query('INSERT INTO feedback (user_id, comment, page) VALUES ($1, $2, $3)', [
    feedback.userId ?? null,
    feedback.comment,
    feedback.page ?? null,
  ]);
}
