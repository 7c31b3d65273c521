import '../bookings.css';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import {
  BOOKING_PAGE_SIZE,
  type BookingListQuery,
  formatBookingTotal,
  hasRoleAtLeast,
} from '@travesia/domain';
import { downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { IonSegment, IonSegmentButton } from '../../../components/ionic/ion-segment';
import { PageLayout } from '../../../components/page-layout';
import { Pagination } from '../../../components/pagination/pagination';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useManagedCompany } from '../../../lib/company/use-managed-company';
import { useIsOnline } from '../../../lib/offline/connection';
import { useAreTripsRestored } from '../../../lib/offline/last-sync';
import { useDownloadBookingsExport } from '../api/download-bookings-export';
import { type BookingListScope, useBookings } from '../api/list-bookings';
import {
  BookingFilters,
  type BookingFilterValues,
  hasValidDateRange,
  NO_FILTERS,
} from '../components/booking-filters';
import { BookingList } from '../components/booking-list';

type View = 'own' | 'company';

function toQuery(filters: BookingFilterValues, page: number): BookingListQuery {
  return {
    status: filters.status || undefined,
    type: filters.type || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
    pageSize: BOOKING_PAGE_SIZE,
  };
}

const NOT_KEPT_OFFLINE =
  'Sin conexión: estas reservas no están guardadas en este dispositivo. Las verás cuando vuelvas a tener internet.';

/** /bookings: 'Mis Reservas', and for administrators and the operator the company's bookings too. */
export function BookingsPage() {
  const { user } = useAuth();
  const canSeeCompany = user !== null && hasRoleAtLeast(user.role, 'administrador');
  const company = useManagedCompany();
  const [view, setView] = useState<View>('own');
  const [filters, setFilters] = useState<BookingFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);

  const scope: BookingListScope =
    view === 'company' && company.companyId !== null
      ? { kind: 'company', companyId: company.companyId }
      : { kind: 'own' };
  // The operador's company view waits for a company: never their own bookings in its place.
  const isWaitingForCompany = view === 'company' && company.companyId === null;
  const isQueryReady = user !== null && hasValidDateRange(filters) && !isWaitingForCompany;
  const bookings = useBookings(scope, toQuery(filters, page), { isEnabled: isQueryReady });
  const isCompanyView = view === 'company';
  const bookingsExport = useDownloadBookingsExport();
  const isOnline = useIsOnline();
  const areTripsRestored = useAreTripsRestored();

  function changeFilters(values: BookingFilterValues) {
    setFilters(values);
    setPage(1);
  }

  function changeView(next: View) {
    setView(next);
    setPage(1);
  }

  return (
    <PageLayout title="Mis Reservas">
      <h1>{isCompanyView ? 'Reservas de la empresa' : 'Mis Reservas'}</h1>
      {canSeeCompany && (
        <IonSegment
          value={view}
          onIonChange={(event) => changeView(event.detail.value === 'company' ? 'company' : 'own')}
          aria-label="Qué reservas ver"
          className="bookings__view"
        >
          <IonSegmentButton value="own">Mis reservas</IonSegmentButton>
          <IonSegmentButton value="company">Reservas de la empresa</IonSegmentButton>
        </IonSegment>
      )}
      {company.isOperator && view === 'company' && (
        <CompanyPicker
          companyId={company.companyId}
          onChange={(id) => {
            company.selectCompany(id);
            setPage(1);
          }}
        />
      )}
      <BookingFilters values={filters} onChange={changeFilters} />
      <section aria-busy={bookings.isFetching} className="bookings__results">
        {!isQueryReady ? null : bookings.isPending && !isOnline && areTripsRestored ? (
          <p className="bookings__status">{NOT_KEPT_OFFLINE}</p>
        ) : bookings.isPending ? (
          <p className="bookings__status" role="status">
            <IonSpinner name="crescent" aria-hidden="true" /> Cargando reservas...
          </p>
        ) : bookings.isError ? (
          <FormAlert tone="error">{getErrorMessage(bookings.error)}</FormAlert>
        ) : bookings.data.data.length === 0 ? (
          <p className="bookings__status">
            {Object.values(filters).some(Boolean)
              ? 'No hay reservas con estos filtros.'
              : isCompanyView
                ? 'La empresa aún no tiene reservas.'
                : 'Aún no tienes reservas. Busca un vuelo o un hotel para empezar.'}
          </p>
        ) : (
          <>
            <div className="bookings__toolbar">
              <p className="bookings__count" role="status">
                {bookings.data.total === 1
                  ? '1 reserva'
                  : `${formatBookingTotal(bookings.data.total)} reservas`}
              </p>
              {scope.kind === 'company' && (
                <IonButton
                  fill="outline"
                  size="small"
                  disabled={bookingsExport.isPending}
                  onClick={() => {
                    const { page: _page, pageSize: _pageSize, ...query } = toQuery(filters, 1);
                    bookingsExport.mutate({ companyId: scope.companyId, query });
                  }}
                >
                  <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
                  Descargar CSV
                </IonButton>
              )}
            </div>
            {bookingsExport.error && (
              <FormAlert tone="error">{getErrorMessage(bookingsExport.error)}</FormAlert>
            )}
            <BookingList bookings={bookings.data.data} showsTraveller={isCompanyView} />
            <Pagination
              page={bookings.data.page}
              pageSize={bookings.data.pageSize}
              total={bookings.data.total}
              rowsOnPage={bookings.data.data.length}
              onPageChange={setPage}
            />
          </>
        )}
      </section>
    </PageLayout>
  );
}
