import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type ApprovalLink,
  approvalLinkSchema,
  type BookingSummary,
  bookingSummarySchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

const pathOf = (token: string) => `/api/approval-links/${encodeURIComponent(token)}`;

/** GET /api/approval-links/:token: public, the token from the e-mail is the authorisation. */
export function getApprovalLink(token: string, signal?: AbortSignal): Promise<ApprovalLink> {
  return apiRequest(pathOf(token), approvalLinkSchema, { signal, authenticated: false });
}

export function useApprovalLink(token: string) {
  // A used or expired link answers the same every time: no point retrying.
  return useQuery({
    queryKey: ['approval-link', token],
    queryFn: ({ signal }) => getApprovalLink(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/approval-links/:token: applies the link's decision once. */
export function confirmApprovalLink({
  token,
  comment,
}: {
  token: string;
  comment?: string;
}): Promise<BookingSummary> {
  return apiRequest(pathOf(token), bookingSummarySchema, {
    method: 'POST',
    body: comment ? { comment } : {},
    authenticated: false,
  });
}

export function useConfirmApprovalLink() {
  return useMutation({ mutationFn: confirmApprovalLink });
}
