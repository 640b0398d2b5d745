/**
 * The audit log and staff account endpoints as the audit-log screen calls them, through the one API
 * client, and as TanStack Query holds their answers (the staff query client has SPEC §9's cache and
 * retry policy, and ends the session on a 401).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from '#app/lib/api-client.ts';
import { auditEndpoints } from '#contract/audit.ts';
import type { SuccessBody } from '#contract/endpoint.ts';
import { staffAccountEndpoints, type StaffAccountView } from '#contract/staff-accounts.ts';
import { type AuditFilter, auditQuery } from './audit-filter.ts';

export type AuditPage = SuccessBody<typeof auditEndpoints.list>;

/** The newest entries matching the filter, or those before the entry numbered `before`. */
export function fetchAuditPage(
  filter: AuditFilter,
  before?: number,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return callEndpoint(auditEndpoints.list, {
    query: { ...auditQuery(filter), before },
    signal,
    failure: 'Failed to load the audit log',
  });
}

export async function fetchStaffAccounts(signal?: AbortSignal): Promise<StaffAccountView[]> {
  const answer = await callEndpoint(staffAccountEndpoints.list, {
    signal,
    failure: 'Failed to load the staff accounts',
  });
  return answer.accounts;
}

/** The address of the CSV file of every entry matching the filter. */
export function auditCsvUrl(filter: AuditFilter): string {
  return endpointUrl(auditEndpoints.csv, {}, auditQuery(filter));
}

const auditLogQueryKey = ['audit-log'] as const;

/** The pages of one filter's entries, newest first. */
export const auditListQueryKey = (filter: AuditFilter) => [...auditLogQueryKey, 'list', filter] as const;

/** The entries matching the filter, a page at a time; each older page is asked for by the last entry's number. */
export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: auditListQueryKey(filter),
    queryFn: ({ pageParam, signal }) => fetchAuditPage(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** Every staff account, to name who acted and to filter by account. */
export function useStaffAccounts() {
  return useQuery({
    queryKey: ['staff-accounts', 'list'],
    queryFn: ({ signal }) => fetchStaffAccounts(signal),
  });
}
