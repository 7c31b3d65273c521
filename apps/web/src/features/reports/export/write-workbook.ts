import writeXlsxFile from 'write-excel-file/universal';
import type { WorkbookSheet } from './report-workbook';

/** The .xlsx file of the sheets (loaded only when a workbook is downloaded). */
export function writeWorkbook(sheets: WorkbookSheet[]): Promise<Blob> {
  return writeXlsxFile(sheets).toBlob();
}
