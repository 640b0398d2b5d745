/**
 * The inbox's reads and changes as TanStack Query sees them. A change to a submission puts the
 * server's answer in the open detail and invalidates the list and the overview, so every panel of
 * the inbox shows it without passing a refresh down.
 */
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import type { InboxList, inboxEndpoints, LeadDetail } from '#contract/inbox.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import type { Quotation } from '#contract/quotation.ts';
import type { ReplyTemplate, TemplateKind } from '#contract/reply-templates.ts';
import type { safetyCaseEndpoints } from '#contract/safety-case-assessment.ts';
import {
  assessSafetyCase,
  assignLead,
  changeLeadStatus,
  deleteReplyTemplate,
  erasePersonalData,
  fetchAssignees,
  fetchInboxOverview,
  fetchInboxPage,
  fetchLead,
  fetchReplyTemplates,
  type InboxFilter,
  replyToLead,
  saveReplyTemplate,
} from './inbox-api.ts';

/** One root per resource; the request's parameters follow it. */
export const inboxQueryKeys = {
  leads: ['leads'] as const,
  lists: ['leads', 'list'] as const,
  list: (filter: InboxFilter) => ['leads', 'list', filter] as const,
  lead: (id: number) => ['leads', 'detail', id] as const,
  overview: ['inbox-overview'] as const,
  assignees: (kind: LeadKind) => ['lead-assignees', kind] as const,
  replyTemplates: ['reply-templates'] as const,
};

/** The filtered list, a page at a time; while another filter's first page loads, the last one stays. */
export function useInboxList(filter: InboxFilter) {
  return useInfiniteQuery({
    queryKey: inboxQueryKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchInboxPage(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Reads the list of this filter again from its first page, dropping the pages shown after it. */
export function restartInboxList(queryClient: QueryClient, filter: InboxFilter) {
  const queryKey = inboxQueryKeys.list(filter);
  queryClient.setQueryData<InfiniteData<InboxList, string | undefined>>(queryKey, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  return queryClient.invalidateQueries({ queryKey });
}

export function useLead(id: number) {
  return useQuery({ queryKey: inboxQueryKeys.lead(id), queryFn: ({ signal }) => fetchLead(id, signal) });
}

export function useInboxOverview() {
  return useQuery({ queryKey: inboxQueryKeys.overview, queryFn: ({ signal }) => fetchInboxOverview(signal) });
}

export function useAssignees(kind: LeadKind) {
  return useQuery({
    queryKey: inboxQueryKeys.assignees(kind),
    queryFn: ({ signal }) => fetchAssignees(kind, signal),
  });
}

export function useReplyTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: inboxQueryKeys.replyTemplates,
    queryFn: ({ signal }) => fetchReplyTemplates(signal),
    enabled,
  });
}

/**
 * The changed submission as the server answered it goes straight into its detail; the list and the
 * overview are read again in the background, so the change's own button is free at once.
 */
function showChangedLead(queryClient: QueryClient, item: LeadDetail) {
  queryClient.setQueryData(inboxQueryKeys.lead(item.id), item);
  void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.lists });
  void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.overview });
}

type StatusChange = EndpointRequestBody<typeof inboxEndpoints.update>;

export function useChangeLeadStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => changeLeadStatus(id, change),
    onSuccess: (item) => showChangedLead(queryClient, item),
  });
}

/** Assigns the submission to an account, or to nobody (null). */
export function useAssignLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string | null) => assignLead(id, accountId),
    onSuccess: (item) => showChangedLead(queryClient, item),
  });
}

export function useReplyToLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, quotation }: { body: string; quotation?: Quotation }) =>
      replyToLead(id, body, quotation),
    onSuccess: (answer) => showChangedLead(queryClient, answer.item),
  });
}

type Assessment = EndpointRequestBody<typeof safetyCaseEndpoints.assess>;

export function useAssessSafetyCase(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessment: Assessment) => assessSafetyCase(id, assessment),
    onSuccess: (item) => showChangedLead(queryClient, item),
  });
}

/** Erases one address's submissions; every list, detail and the overview are read again. */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => erasePersonalData(email),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.leads });
      void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.overview });
    },
  });
}

interface TemplateSave {
  input: { kind: TemplateKind; name: string; body: string };
  /** The template changed; none for a new one. */
  id?: number;
}

/** Adds or changes a template; the templates panel and every reply form read them again. */
export function useSaveReplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: TemplateSave): Promise<ReplyTemplate> => saveReplyTemplate(input, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.replyTemplates }),
  });
}

export function useDeleteReplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: ReplyTemplate) => deleteReplyTemplate(template.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.replyTemplates }),
  });
}
