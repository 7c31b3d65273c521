import '../../../components/card/card.css';
import '../approvals.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApprovalLink,
  BOOKING_COMMENT_MAX,
  BOOKING_COMMENT_TOO_LONG_MESSAGE,
  type BookingSummary,
  formatCop,
  TRANSITION_MESSAGES,
  type Trip,
} from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { BookedForFacts, PriceAndPolicyFacts } from '../../../components/booking-facts/booking-facts';
import { BookingStatusChip } from '../../../components/booking-status-chip/booking-status-chip';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { formatTripDays } from '../../../lib/dates/format-dates';
import { useApprovalLink, useConfirmApprovalLink } from '../api/approval-link';

const TITLE = 'Decisión de viaje';

function commentFormSchema(isRejection: boolean) {
  const comment = z.string().trim().max(BOOKING_COMMENT_MAX, { error: BOOKING_COMMENT_TOO_LONG_MESSAGE });
  return z.object({
    comment: isRejection ? comment.min(1, { error: TRANSITION_MESSAGES.commentRequired }) : comment,
  });
}
type CommentForm = z.infer<ReturnType<typeof commentFormSchema>>;

/** /approval/:token: the approver opened a link from the e-mail; no session needed, the token decides. */
export function ApprovalLinkPage() {
  const { token = '' } = useParams();
  const link = useApprovalLink(token);
  return (
    <PageLayout title={TITLE}>
      <div className="approval-link">
        {link.isPending ? (
          <LoadingState text={'Cargando el viaje...'} />
        ) : link.isError ? (
          <>
            <h1>{TITLE}</h1>
            <FormAlert tone="error">{getErrorMessage(link.error)}</FormAlert>
          </>
        ) : (
          <ApprovalDecision token={token} link={link.data} />
        )}
      </div>
    </PageLayout>
  );
}

function ApprovalDecision({ token, link }: { token: string; link: ApprovalLink }) {
  const confirm = useConfirmApprovalLink();
  const isRejection = link.decision === 'rejected';
  const { control, handleSubmit } = useForm<CommentForm>({
    resolver: zodResolver(commentFormSchema(isRejection)),
    defaultValues: { comment: '' },
  });

  if (confirm.data) {
    return (
      <>
        <h1>{isRejection ? 'Viaje rechazado' : 'Viaje aprobado'}</h1>
        {link.trip ? (
          <>
            <FormAlert tone="success">{tripDecidedMessage(link.trip, isRejection)}</FormAlert>
            {/* The answer is the one booking the link opened on: the trip is shown without its items' old states. */}
            <TripOverview trip={link.trip} />
          </>
        ) : (
          <>
            <FormAlert tone="success">
              {isRejection
                ? `Rechazaste el viaje de ${confirm.data.traveller.name}. Le avisamos a la persona.`
                : `Aprobaste el viaje de ${confirm.data.traveller.name}. La agencia emitirá la reserva.`}
            </FormAlert>
            <TripFacts booking={confirm.data} />
          </>
        )}
      </>
    );
  }

  return (
    <>
      <h1>{isRejection ? 'Rechazar el viaje' : 'Aprobar el viaje'}</h1>
      {link.trip ? (
        <>
          <TripOverview trip={link.trip} hasTotal />
          <ul className="approval-link__items" aria-label="Reservas del viaje">
            {link.trip.items.map((item) => (
              <li key={item.id}>
                <TripFacts booking={item} isTripItem />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <TripFacts booking={link.booking} />
      )}
      <form
        className="approval-link__form"
        onSubmit={handleSubmit(({ comment }) => confirm.mutate({ token, comment: comment || undefined }))}
        noValidate
        aria-label={isRejection ? 'Confirmar rechazo' : 'Confirmar aprobación'}
      >
        {confirm.error && <FormAlert tone="error">{getErrorMessage(confirm.error)}</FormAlert>}
        <TextAreaField
          control={control}
          name="comment"
          label={isRejection ? 'Motivo del rechazo' : 'Comentario (opcional)'}
          hint="El viajero verá este comentario en su reserva."
          maxLength={BOOKING_COMMENT_MAX}
          required={isRejection}
        />
        <SubmitButton
          label={isRejection ? 'Confirmar rechazo' : 'Confirmar aprobación'}
          isPending={confirm.isPending}
          offlineNote="Sin conexión: para aprobar o rechazar el viaje necesitas internet."
        />
      </form>
    </>
  );
}

/** A trip's link (decision 075): the trip's name as the context of the decision, who travels, when, for how much. */
function TripOverview({ trip, hasTotal = false }: { trip: Trip; hasTotal?: boolean }) {
  return (
    <section className="card approval-link__card" aria-labelledby="approval-link-trip">
      <h2 id="approval-link-trip" className="approval-card__title">
        {trip.name}
      </h2>
      {trip.purpose && <p className="approval-card__subtitle">{trip.purpose}</p>}
      <dl className="approval-card__facts">
        <dt>Viajero</dt>
        <dd>{trip.traveller.name}</dd>
        <dt>Fechas</dt>
        <dd>{formatTripDays(trip.startsOn, trip.endsOn)}</dd>
        {hasTotal && (
          <>
            <dt>Total del viaje</dt>
            <dd>
              <strong>{formatCop(trip.total)}</strong>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function tripDecidedMessage(trip: Trip, isRejection: boolean): string {
  const traveller = trip.traveller.name;
  if (isRejection) {
    return `Rechazaste el viaje «${trip.name}» de ${traveller}. Le avisamos a la persona y liberamos las reservas.`;
  }
  // The link decided the bookings that were waiting when it was opened.
  const decided = trip.items.filter((item) => item.status === 'pending_approval').length;
  return decided === 1
    ? `Aprobaste el viaje «${trip.name}» de ${traveller}: 1 reserva. La agencia emitirá la reserva.`
    : `Aprobaste el viaje «${trip.name}» de ${traveller}: ${decided} reservas. La agencia emitirá las reservas.`;
}

/** One booking: alone, or (`isTripItem`) one of a trip's, whose traveller the trip already shows. */
function TripFacts({ booking, isTripItem = false }: { booking: BookingSummary; isTripItem?: boolean }) {
  const headingId = `approval-link-${booking.id}`;
  const Heading = isTripItem ? 'h3' : 'h2';
  return (
    <section
      className="card approval-link__card"
      aria-label={isTripItem ? undefined : 'Viaje'}
      aria-labelledby={isTripItem ? headingId : undefined}
    >
      <div className="approval-card__top">
        <div>
          <Heading id={headingId} className="approval-card__title">
            {booking.title}
          </Heading>
          <p className="approval-card__subtitle">{booking.subtitle}</p>
        </div>
        <BookingStatusChip status={booking.status} />
      </div>
      <dl className="approval-card__facts">
        {!isTripItem && (
          <>
            <dt>Viajero</dt>
            <dd>{booking.traveller.name}</dd>
          </>
        )}
        <BookedForFacts booking={booking} />
        <dt>Fechas</dt>
        <dd>{formatTripDays(booking.startsOn, booking.endsOn)}</dd>
        <PriceAndPolicyFacts booking={booking} />
      </dl>
    </section>
  );
}
