/** The audit log and staff account endpoints as the audit-log screen calls them, through the one API client. */
import { callEndpoint, endpointUrl } from '#app/lib/api-client.ts';
import { auditEndpoints } from '#contract/audit.ts';
import type { SuccessBody } from '#contract/endpoint.ts';
import { staffAccountEndpoints, type StaffAccountView } from '#contract/staff-accounts.ts';
import { type AuditFilter, auditQuery } from './audit-filter.ts';

export type AuditPage = SuccessBody<typeof auditEndpoints.list>;

/** The newest entries matching the filter, or those before the entry numbered `before`. */
export function fetchAuditPage(filter: AuditFilter, before?: number): Promise<AuditPage> {
  return callEndpoint(auditEndpoints.list, {
    query: { ...auditQuery(filter), before },
    failure: 'Failed to load the audit log',
  });
}

export async function fetchStaffAccounts(): Promise<StaffAccountView[]> {
  const answer = await callEndpoint(staffAccountEndpoints.list, {
    failure: 'Failed to load the staff accounts',
  });
  return answer.accounts;
}

/** The address of the CSV file of every entry matching the filter. */
export function auditCsvUrl(filter: AuditFilter): string {
  return endpointUrl(auditEndpoints.csv, {}, auditQuery(filter));
}
