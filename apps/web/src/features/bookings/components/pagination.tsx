import { IonButton } from '@ionic/react';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** 'Anterior' / 'Siguiente' with where the reader is; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="bookings-pagination" aria-label="Paginación">
      <IonButton fill="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Anterior
      </IonButton>
      <span aria-live="polite">
        Página {page} de {pages}
      </span>
      <IonButton fill="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Siguiente
      </IonButton>
    </nav>
  );
}
