import { IonButton } from '@ionic/react';
import { listPager } from '@travesia/domain';

interface PaginationProps {
  page: number;
  pageSize: number;
  /** As the list answers it: exact up to the count limit, limit + 1 past it. */
  total: number;
  /** Bookings on this page: past the count limit, a full page means another may follow. */
  rowsOnPage: number;
  onPageChange: (page: number) => void;
}

/** 'Anterior' / 'Siguiente' with where the reader is; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, rowsOnPage, onPageChange }: PaginationProps) {
  const pager = listPager({ page, pageSize, total, rowsOnPage });
  if (pager.isSinglePage) return null;
  return (
    <nav className="bookings-pagination" aria-label="Paginación">
      <IonButton fill="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Anterior
      </IonButton>
      <span aria-live="polite">
        Página {page} de {pager.pages}
      </span>
      <IonButton fill="outline" disabled={!pager.hasNext} onClick={() => onPageChange(page + 1)}>
        Siguiente
      </IonButton>
    </nav>
  );
}
