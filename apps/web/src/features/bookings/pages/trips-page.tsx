import '../bookings.css';
import '../../../components/pagination/pagination.css';
import { IonButton, IonSpinner } from '@ionic/react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useIsOnline } from '../../../lib/offline/connection';
import { useAreTripsRestored } from '../../../lib/offline/last-sync';
import { useTrips } from '../api/list-trips';
import { TripCard } from '../components/trip-card';

const TITLE = 'Mis Viajes';
const NOT_KEPT_OFFLINE =
  'Sin conexión: estos viajes no están guardados en este dispositivo. Los verás cuando vuelvas a tener internet.';

/**
 * /trips: the user's bookings grouped by trip (decision 075), the most recently booked first; a booking made on its
 * own is a trip of its own. Those the user booked for colleagues, and the trips they manage, name the traveller.
 */
export function TripsPage() {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const trips = useTrips(page);
  const isOnline = useIsOnline();
  const areTripsRestored = useAreTripsRestored();

  return (
    <PageLayout title={TITLE}>
      <h1>{TITLE}</h1>
      <section aria-busy={trips.isFetching} className="bookings__results">
        {trips.isPending && !isOnline && areTripsRestored ? (
          <p className="bookings__status">{NOT_KEPT_OFFLINE}</p>
        ) : trips.isPending ? (
          <p className="bookings__status" role="status">
            <IonSpinner name="crescent" aria-hidden="true" /> Cargando viajes...
          </p>
        ) : trips.isError ? (
          <FormAlert tone="error">{getErrorMessage(trips.error)}</FormAlert>
        ) : trips.data.data.length === 0 ? (
          <p className="bookings__status">
            {page === 1
              ? 'Aún no tienes viajes. Busca un vuelo o un hotel para empezar.'
              : 'No hay más viajes.'}
          </p>
        ) : (
          <>
            <ul className="trip-list" aria-label="Viajes">
              {trips.data.data.map((trip) => (
                <TripCard
                  key={trip.id ?? trip.items[0]?.id}
                  trip={trip}
                  showsTraveller={trip.traveller.documento !== user?.nationalId}
                />
              ))}
            </ul>
            {(page > 1 || trips.data.hasMore) && (
              <nav className="pagination" aria-label="Paginación">
                <IonButton fill="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Anterior
                </IonButton>
                <span aria-live="polite">Página {page}</span>
                <IonButton fill="outline" disabled={!trips.data.hasMore} onClick={() => setPage(page + 1)}>
                  Siguiente
                </IonButton>
              </nav>
            )}
          </>
        )}
      </section>
    </PageLayout>
  );
}
