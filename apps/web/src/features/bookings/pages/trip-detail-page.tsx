import '../../../components/card/card.css';
import '../bookings.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonIcon } from '@ionic/react';
import {
  bookedForText,
  formatCop,
  isTripGoingAhead,
  TRIP_NAME_MAX,
  TRIP_PURPOSE_MAX,
  type Trip,
  type TripUpdate,
  tripUpdateSchema,
} from '@travesia/domain';
import { calendarOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useMayBookFor } from '../../../lib/booking-for/booking-for';
import { formatTripDays } from '../../../lib/dates/format-dates';
import { useIsOnline } from '../../../lib/offline/connection';
import { useAreTripsRestored } from '../../../lib/offline/last-sync';
import { tripCalendar, useDownloadCalendar } from '../api/download-calendar';
import { useRenameTrip, useTrip } from '../api/get-trip';
import { BookingList } from '../components/booking-list';

const TITLE = 'Viaje';

/** /trips/:id: one trip's itinerary (its bookings in time order), total, calendar file, name and purpose. */
export function TripDetailPage() {
  const { id = '' } = useParams();
  const query = useTrip(id);
  const isOnline = useIsOnline();
  const areTripsRestored = useAreTripsRestored();
  return (
    <PageLayout title={query.data?.name ?? TITLE}>
      <Link to="/trips" className="bookings__back">
        ← Mis Viajes
      </Link>
      {query.isPending && !isOnline && areTripsRestored ? (
        <>
          <h1>{TITLE}</h1>
          <p>
            Sin conexión: este viaje no está guardado en este dispositivo. Lo verás cuando vuelvas a tener
            internet.
          </p>
        </>
      ) : query.isPending ? (
        <LoadingState text="Cargando viaje..." />
      ) : query.isError ? (
        <>
          <h1>{TITLE}</h1>
          <FormAlert tone="error">{getErrorMessage(query.error)}</FormAlert>
        </>
      ) : (
        <TripDetail id={id} trip={query.data} />
      )}
    </PageLayout>
  );
}

function TripDetail({ id, trip }: { id: string; trip: Trip }) {
  const download = useDownloadCalendar();
  const [isRenaming, setRenaming] = useState(false);
  // The traveller and whoever books for them name the trip; an approver only reads it.
  const { mayBook: mayRename } = useMayBookFor(trip.traveller);
  const bookedFor = trip.items.map(bookedForText).find(Boolean);
  return (
    <article className="booking-detail" aria-labelledby="trip-title">
      <header className="booking-detail__header">
        <div>
          <p className="booking-detail__kind">Viaje · {trip.traveller.name}</p>
          <h1 id="trip-title">{trip.name}</h1>
          {trip.purpose && <p className="trip-card__meta">{trip.purpose}</p>}
        </div>
        <strong className="trip-card__total">{formatCop(trip.total)}</strong>
      </header>
      <dl className="booking-facts">
        <dt>Fechas</dt>
        <dd>{formatTripDays(trip.startsOn, trip.endsOn)}</dd>
        <dt>Viajero</dt>
        <dd>{trip.traveller.name}</dd>
        {bookedFor && (
          <>
            <dt>Reserva</dt>
            <dd>{bookedFor}</dd>
          </>
        )}
      </dl>
      <div className="booking-actions__buttons">
        {trip.items.some((item) => isTripGoingAhead(item.status)) && (
          <IonButton
            fill="outline"
            disabled={download.isPending}
            onClick={() => download.mutate(tripCalendar(id))}
          >
            <IonIcon slot="start" icon={calendarOutline} aria-hidden="true" />
            Agregar el viaje al calendario
          </IonButton>
        )}
        {mayRename && !isRenaming && (
          <IonButton fill="outline" onClick={() => setRenaming(true)}>
            Cambiar nombre y motivo
          </IonButton>
        )}
      </div>
      {download.error && <FormAlert tone="error">{getErrorMessage(download.error)}</FormAlert>}
      {isRenaming && <RenameTripForm id={id} trip={trip} onDone={() => setRenaming(false)} />}
      <section aria-labelledby="trip-items-title">
        <h2 id="trip-items-title">Itinerario</h2>
        <BookingList bookings={trip.items} showsTraveller={false} />
      </section>
    </article>
  );
}

function RenameTripForm({ id, trip, onDone }: { id: string; trip: Trip; onDone: () => void }) {
  const rename = useRenameTrip(id);
  const { control, handleSubmit } = useForm<TripUpdate>({
    resolver: zodResolver(tripUpdateSchema, undefined, { raw: true }),
    defaultValues: { name: trip.name, purpose: trip.purpose ?? '' },
  });
  return (
    <form
      className="card booking-detail__card"
      aria-label="Nombre y motivo del viaje"
      noValidate
      onSubmit={handleSubmit((update) => rename.mutate(update, { onSuccess: onDone }))}
    >
      {rename.error && <FormAlert tone="error">{getErrorMessage(rename.error)}</FormAlert>}
      <TextField
        control={control}
        name="name"
        label="Nombre del viaje"
        required
        hint={`Hasta ${TRIP_NAME_MAX} caracteres.`}
      />
      <TextAreaField
        control={control}
        name="purpose"
        label="Motivo del viaje (opcional)"
        hint="Por ejemplo: Visita a planta Barrancabermeja."
        maxLength={TRIP_PURPOSE_MAX}
      />
      <SubmitButton
        label="Guardar"
        isPending={rename.isPending}
        offlineNote="Sin conexión: para cambiar el viaje necesitas internet."
      />
    </form>
  );
}
