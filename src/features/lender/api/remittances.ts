import type { RemittanceFileRequest, RemittancesQuery } from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';

const preview = gatewayEndpoint<'lenderPreviewRemittance'>('POST', 'api/Lender/remittances/preview');
const apply = gatewayEndpoint<'lenderApplyRemittance'>('POST', 'api/Lender/remittances/apply');
const list = gatewayEndpoint<'lenderRemittances'>('GET', 'api/Lender/remittances');

/** Matches the file's rows without writing anything. */
export const previewRemittance = async (file: RemittanceFileRequest) =>
  (await requestApi(preview, { body: file })).responseData;

/** Applies the matched rows in one transaction; the same file again changes nothing. */
export const applyRemittance = async (file: RemittanceFileRequest, idempotencyKey: string) =>
  (await requestApi(apply, { body: file, headers: idempotencyHeaders(idempotencyKey) })).responseData;

export const getRemittances = async (query: RemittancesQuery, signal?: AbortSignal) =>
  (await requestApi(list, { query, signal })).responseData;
