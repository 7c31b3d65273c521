import './pagination.css';
import { IonButton } from '@ionic/react';
import { listPager } from '@travesia/domain';

interface PaginationProps {
  page: number;
  pageSize: number;
  /** As the list answers it: exact up to the count limit, limit + 1 past it. */
  total: number;
  /** Rows on this page: past the count limit, a full page means another may follow. */
  rowsOnPage: number;
  onPageChange: (page: number) => void;
  /** While the next page loads, neither button starts another request. */
  isBusy?: boolean;
  /** The landmark's accessible name, when a screen has more than one list. */
  label?: string;
}

/** 'Anterior' / 'Siguiente' with where the reader is, for every paged list; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  rowsOnPage,
  onPageChange,
  isBusy = false,
  label = 'Paginación',
}: PaginationProps) {
  const pager = listPager({ page, pageSize, total, rowsOnPage });
  if (pager.isSinglePage) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <IonButton fill="outline" disabled={isBusy || page <= 1} onClick={() => onPageChange(page - 1)}>
        Anterior
      </IonButton>
      <span aria-live="polite">
        Página {page} de {pager.pages}
      </span>
      <IonButton fill="outline" disabled={isBusy || !pager.hasNext} onClick={() => onPageChange(page + 1)}>
        Siguiente
      </IonButton>
    </nav>
  );
}
