import { onFirstUse } from '@travesia/domain';

const DISPLAY_DATE = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A `YYYY-MM-DD` stay date as people read it ('2 de dic de 2026'). */
export function formatStayDate(isoDate: string): string {
  return isoDate ? DISPLAY_DATE().format(new Date(`${isoDate}T00:00:00Z`)) : '';
}
