import type {
  RemittanceApplied,
  RemittanceFileRequest,
  RemittancePreview,
  RemittancesQuery,
  RemittanceUploadSummary,
} from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import type { PageOf } from './page';

const previewPath: ContractPath<'lenderPreviewRemittance'> = 'api/Lender/remittances/preview';
const applyPath: ContractPath<'lenderApplyRemittance'> = 'api/Lender/remittances/apply';
const listPath: ContractPath<'lenderRemittances'> = 'api/Lender/remittances';

/** Matches the file's rows without writing anything. */
export const previewRemittance = async (file: RemittanceFileRequest) =>
  (await api.post<RemittancePreview>(previewPath, file)).responseData;

/** Applies the matched rows in one transaction; the same file again changes nothing. */
export const applyRemittance = async (file: RemittanceFileRequest, idempotencyKey: string) =>
  (await api.post<RemittanceApplied>(applyPath, file, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }))
    .responseData;

export const getRemittances = async (query: RemittancesQuery, signal?: AbortSignal) =>
  (await api.get<PageOf<RemittanceUploadSummary>>(listPath, query, { signal })).responseData;
