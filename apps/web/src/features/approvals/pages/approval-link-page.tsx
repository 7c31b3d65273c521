import '../../../components/card/card.css';
import '../approvals.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING_COMMENT_MAX,
  BOOKING_COMMENT_TOO_LONG_MESSAGE,
  type BookingSummary,
  TRANSITION_MESSAGES,
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
import { type ApprovalLink, useApprovalLink, useConfirmApprovalLink } from '../api/approval-link';

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
        <FormAlert tone="success">
          {isRejection
            ? `Rechazaste el viaje de ${confirm.data.traveller.name}. Le avisamos a la persona.`
            : `Aprobaste el viaje de ${confirm.data.traveller.name}. La agencia emitirá la reserva.`}
        </FormAlert>
        <TripFacts booking={confirm.data} />
      </>
    );
  }

  return (
    <>
      <h1>{isRejection ? 'Rechazar el viaje' : 'Aprobar el viaje'}</h1>
      <TripFacts booking={link.booking} />
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

function TripFacts({ booking }: { booking: BookingSummary }) {
  return (
    <section className="card approval-link__card" aria-label="Viaje">
      <div className="approval-card__top">
        <div>
          <h2 className="approval-card__title">{booking.title}</h2>
          <p className="approval-card__subtitle">{booking.subtitle}</p>
        </div>
        <BookingStatusChip status={booking.status} />
      </div>
      <dl className="approval-card__facts">
        <dt>Viajero</dt>
        <dd>{booking.traveller.name}</dd>
        <BookedForFacts booking={booking} />
        <dt>Fechas</dt>
        <dd>{formatTripDays(booking.startsOn, booking.endsOn)}</dd>
        <PriceAndPolicyFacts booking={booking} />
      </dl>
    </section>
  );
}
