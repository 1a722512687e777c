import type { AuditQuery, InboxQuery, MarkMessageRequest, ReplyRequest } from '@lendbridge/contract';
import { api, contractCall, keyed, type Idempotent } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const messages = gatewayEndpoint<'consoleMessages'>('GET', 'api/Console/messages');
const message = gatewayEndpoint<'consoleMessage'>('GET', 'api/Console/messages/:id');
const mark = gatewayEndpoint<'consoleMarkMessage'>('PUT', 'api/Console/messages/:id/handled');
const reply = gatewayEndpoint<'consoleReplyToMessage'>('POST', 'api/Console/messages/:id/reply');
const auditLog = gatewayEndpoint<'consoleAuditLog'>('GET', 'api/Console/audit');

type MessageWrite<Body> = { id: string; body: Body } & Idempotent;
const messageWrite = <Body>({ id, body, ...key }: MessageWrite<Body>) => ({
  params: { id },
  body,
  headers: keyed(key),
});
const changesMessage = (_result: unknown, _error: unknown, { id }: { id: string }) => [
  'Messages' as const,
  { type: 'Message' as const, id },
  // Every change to a message is audited.
  'AuditLog' as const,
];

/**
 * What platform admins read in the console (docs/console.md#messages): the inbox of messages sent
 * through the site's forms, and the audit log. Both lists are keyset-paged by the gateway.
 */
export const consoleRecordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInbox: build.query({
      ...contractCall(
        messages,
        (query: InboxQuery) => ({ query }),
        (envelope) => envelope.responseData,
      ),
      providesTags: ['Messages'],
    }),
    getMessage: build.query({
      ...contractCall(
        message,
        (id: string) => ({ params: { id } }),
        (envelope) => envelope.responseData,
      ),
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
    markMessage: build.mutation({
      ...contractCall(mark, messageWrite<MarkMessageRequest>, (envelope) => envelope),
      invalidatesTags: changesMessage,
    }),
    replyToMessage: build.mutation({
      ...contractCall(reply, messageWrite<ReplyRequest>, (envelope) => envelope),
      invalidatesTags: changesMessage,
    }),
    getAuditLog: build.query({
      ...contractCall(
        auditLog,
        (query: AuditQuery) => ({ query }),
        (envelope) => envelope.responseData,
      ),
      providesTags: ['AuditLog'],
    }),
  }),
});

export const {
  useGetInboxQuery,
  useGetMessageQuery,
  useMarkMessageMutation,
  useReplyToMessageMutation,
  useGetAuditLogQuery,
} = consoleRecordsApi;
