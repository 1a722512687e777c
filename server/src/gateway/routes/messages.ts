import { gatewayRoutes } from '@lendbridge/contract';
import { enforce, RATE_RULES } from '../../auth/rate-limiter';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { ok } from '../../http/envelope';
import { teamContactMessage, teamPartnershipMessage } from '../../core/email-templates';
import { createIdentifier } from './authenticate';
import type { MessagesContext } from '../messages/context';
import { caughtInHoneypot } from '../messages/honeypot';
import {
  insertContactMessage,
  insertFeedback,
  insertPartnershipMessage,
} from '../messages/messages-repository';

/** The product's words, spelled exactly as it shows them (docs/requirements.md#messages). */
export const CONTACT_SENT = 'Message submitted successfully';
export const PARTNERSHIP_SENT = 'Thank you, message sent successfully';
export const FEEDBACK_SENT = 'Thank you for your feedback';

/**
 * The public forms. None of them emails the sender: anyone can type any address, so a
 * confirmation would let strangers make us write to people who never asked.
 */
export function registerMessageRoutes(
  app: BaseApp,
  { db, mailer, limiter, teamInbox }: MessagesContext,
): void {
  contractRoute(app, gatewayRoutes.contact, async (request) => {
    await enforce(limiter, `contact:ip:${request.source}`, RATE_RULES.contactPerIp);
    if (caughtInHoneypot(request.body)) return ok({}, CONTACT_SENT);
    const contact = {
      name: request.body.name.trim(),
      email: request.body.email,
      subject: request.body.subject.trim(),
      message: request.body.message.trim(),
    };
    await insertContactMessage(db, contact);
    mailer.send(teamContactMessage(teamInbox, contact));
    return ok({}, CONTACT_SENT);
  });

  contractRoute(app, gatewayRoutes.createPartnership, async (request) => {
    await enforce(limiter, `partnership:ip:${request.source}`, RATE_RULES.partnershipPerIp);
    if (caughtInHoneypot(request.body)) return ok({}, PARTNERSHIP_SENT);
    const enquiry = {
      organization: request.body.organization.trim(),
      contactName: request.body.contactName.trim(),
      email: request.body.email,
      phone: request.body.phone.trim(),
      partnershipKind: request.body.partnershipKind,
      message: request.body.message.trim(),
    };
    await insertPartnershipMessage(db, enquiry);
    mailer.send(teamPartnershipMessage(teamInbox, enquiry));
    return ok({}, PARTNERSHIP_SENT);
  });

  contractRoute(
    app,
    gatewayRoutes.createFeedback,
    async (request) => {
      await enforce(limiter, `feedback:ip:${request.source}`, RATE_RULES.feedbackPerIp);
      if (caughtInHoneypot(request.body)) return ok({}, FEEDBACK_SENT);
      await insertFeedback(db, {
        userId: request.caller?.userId,
        comment: request.body.comment.trim(),
        page: request.body.page,
      });
      return ok({}, FEEDBACK_SENT);
    },
    { identify: createIdentifier(db) },
  );
}
