import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile, saveFile } from '../../../lib/api-client';

/** GET /api/payment/payroll-export?period=: a CSV file, not JSON. */
export function downloadPayrollExport(period: string): Promise<DownloadedFile> {
  return apiDownload(
    `/api/payment/payroll-export?${new URLSearchParams({ period })}`,
    'text/csv',
    `descuentos-nomina-${period}.csv`,
  );
}

export function useDownloadPayrollExport() {
  return useMutation({ mutationFn: downloadPayrollExport, onSuccess: saveFile });
}
