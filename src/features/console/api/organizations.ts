import type { OrganizationRequest, RosterFileRequest } from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';

const list = gatewayEndpoint<'consoleOrganizations'>('GET', 'api/Console/organizations');
const one = gatewayEndpoint<'consoleOrganization'>('GET', 'api/Console/organizations/:id');
const create = gatewayEndpoint<'consoleCreateOrganization'>('POST', 'api/Console/organizations');
const update = gatewayEndpoint<'consoleUpdateOrganization'>('PUT', 'api/Console/organizations/:id');
const preview = gatewayEndpoint<'consolePreviewRoster'>(
  'POST',
  'api/Console/organizations/:id/roster/preview',
);
const apply = gatewayEndpoint<'consoleApplyRoster'>('POST', 'api/Console/organizations/:id/roster/apply');
const deductions = gatewayEndpoint<'consoleDeductionSchedule'>(
  'GET',
  'api/Console/organizations/:id/deductions',
);
const download = gatewayEndpoint<'consoleExportRoster'>('GET', 'api/Console/organizations/:id/roster/export');

export const getOrganizations = async (signal?: AbortSignal) =>
  (await requestApi(list, { signal })).responseData.items;

export const getOrganization = async (id: number, signal?: AbortSignal) =>
  (await requestApi(one, { params: { id }, signal })).responseData;

export const createOrganization = async (body: OrganizationRequest, idempotencyKey: string) =>
  await requestApi(create, { body, headers: idempotencyHeaders(idempotencyKey) });

export const updateOrganization = async (id: number, body: OrganizationRequest, idempotencyKey: string) =>
  await requestApi(update, { params: { id }, body, headers: idempotencyHeaders(idempotencyKey) });

/** Says what every row would do; writes nothing. */
export const previewRoster = async (id: number, file: RosterFileRequest) =>
  (await requestApi(preview, { params: { id }, body: file })).responseData;

/** All of the file in one transaction, or nothing when a row is invalid. */
export const applyRoster = async (id: number, file: RosterFileRequest, idempotencyKey: string) =>
  await requestApi(apply, { params: { id }, body: file, headers: idempotencyHeaders(idempotencyKey) });

export const exportRoster = async (id: number) => (await requestApi(download, { params: { id } })).responseData;

/** The month's deduction schedule, with its CSV. */
export const getDeductions = async (id: number, month: string) =>
  await requestApi(deductions, { params: { id }, query: { month } });
