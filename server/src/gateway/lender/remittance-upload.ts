import type { ProviderRef, RemittanceFileRequest, RemittanceRejected } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { NotFound } from '../../errors/domain-errors';
import { findOrganization } from '../../core/catalogue-facts';
import { parseRemittance } from './remittance-csv';
import { fileHashOf, type RemittanceFile, type RemittanceSource } from './remittances';
import { tomorrow } from './repayments';

export type RemittanceUpload =
  { rejected: RemittanceRejected } | { source: RemittanceSource; file: RemittanceFile };

/**
 * A remittance file as staff send it: their provider, the organisation that sent it (known to
 * us), its rows read. A file with unreadable rows is refused listing each, before any work.
 */
export async function readRemittanceUpload(
  db: Queryable,
  provider: ProviderRef,
  upload: RemittanceFileRequest,
  today: string,
): Promise<RemittanceUpload> {
  const organization = await findOrganization(db, upload.organizationCode);
  if (!organization) {
    throw new NotFound('We do not know that employer or school.', { field: 'organizationCode' });
  }
  const parsed = parseRemittance(upload.csv, tomorrow(today));
  if (!parsed.ok) {
    return {
      rejected: {
        requestSuccessful: false,
        message:
          parsed.total === 1
            ? 'One row of the file cannot be read, so nothing was done. Correct it and upload the file again.'
            : `${parsed.total} rows of the file cannot be read, so nothing was done. Correct them and upload the file again.`,
        error: 'invalid_rows',
        responseData: { problems: parsed.problems },
      },
    };
  }
  return {
    source: { providerId: provider.id, providerName: provider.name, organization },
    file: { fileName: upload.fileName.trim(), fileHash: fileHashOf(upload.csv), lines: parsed.lines },
  };
}
