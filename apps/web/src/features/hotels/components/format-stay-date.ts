import { formatDay } from '@travesia/domain';

/** A `YYYY-MM-DD` stay date as people read it ('2 de dic de 2026'); empty for no date. */
export function formatStayDate(isoDate: string): string {
  return isoDate ? formatDay(isoDate) : '';
}
