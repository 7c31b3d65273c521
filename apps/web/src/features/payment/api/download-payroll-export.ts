import { useMutation } from '@tanstack/react-query';
import { apiErrorSchema, ERROR_CODES, GENERIC_ERROR_MESSAGE } from '@travesia/domain';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client';
import { readSessionToken } from '../../../lib/session-storage';

export interface PayrollExportFile {
  filename: string;
  content: Blob;
}

/** GET /api/payment/payroll-export?period=: a CSV file, not JSON, hence its own fetch. */
export async function downloadPayrollExport(period: string): Promise<PayrollExportFile> {
  const token = readSessionToken();
  const response = await fetch(`/api/payment/payroll-export?${new URLSearchParams({ period })}`, {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch(() => {
    throw new ApiError(0, NETWORK_ERROR_CODE, GENERIC_ERROR_MESSAGE);
  });
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error.code, parsed.data.error.message)
      : new ApiError(response.status, ERROR_CODES.internal, GENERIC_ERROR_MESSAGE);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = disposition.match(/filename="([^"]+)"/)?.[1] ?? `descuentos-nomina-${period}.csv`;
  return { filename, content: await response.blob() };
}

/** Downloads the file through a temporary link, as the browser would save any attachment. */
export function saveFile({ filename, content }: PayrollExportFile): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadPayrollExport() {
  return useMutation({ mutationFn: downloadPayrollExport, onSuccess: saveFile });
}
