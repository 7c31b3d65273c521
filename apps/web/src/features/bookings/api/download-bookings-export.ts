import { useMutation } from '@tanstack/react-query';
import type { BookingExportQuery } from '@travesia/domain';
import { apiDownload, type DownloadedFile, saveFile } from '../../../lib/api-client';
import { toSearchParams } from './list-bookings';

/** GET /api/bookings/company/:companyId/export: the company's bookings with the list's filters, as CSV. */
export function downloadBookingsExport({
  companyId,
  query,
}: {
  companyId: number;
  query: BookingExportQuery;
}): Promise<DownloadedFile> {
  return apiDownload(
    `/api/bookings/company/${companyId}/export${toSearchParams(query)}`,
    'text/csv',
    'reservas.csv',
  );
}

export function useDownloadBookingsExport() {
  return useMutation({ mutationFn: downloadBookingsExport, onSuccess: saveFile });
}
