import { STATEMENT_MEDIA_TYPES, type StatementFormat } from '@lendbridge/contract';
import type { FastifyReply } from 'fastify';
import { statementCsv } from './statement-csv';
import { statementFileName, type StatementData } from './statement-data';
import { statementPdf } from './statement-pdf';

/** Sends the statement as a file to save (docs/api.md, "Loan statements"). */
export async function sendStatement(
  reply: FastifyReply,
  data: StatementData,
  format: StatementFormat,
): Promise<FastifyReply> {
  const body = format === 'pdf' ? await statementPdf(data) : statementCsv(data);
  return reply
    .type(STATEMENT_MEDIA_TYPES[format])
    .header('content-disposition', `attachment; filename="${statementFileName(data, format)}"`)
    .send(body);
}
