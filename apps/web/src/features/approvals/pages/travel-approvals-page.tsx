import '../approvals.css';
import { IonSpinner } from '@ionic/react';
import {
  BOOKING_PAGE_SIZE,
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  type BookingSummary,
  hasRoleAtLeast,
} from '@travesia/domain';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { RejectBookingDialog } from '../../../components/reject-booking-dialog/reject-booking-dialog';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useChangeBookingStatus } from '../../../lib/bookings/change-booking-status';
import { useApprovals } from '../api/list-approvals';
import { ApprovalCard } from '../components/approval-card';

const QUEUE_STATUSES: readonly BookingStatus[] = ['pending_approval', 'approved', 'rejected'];

/** /travel-approvals: the trips of the travellers the signed-in user approves. */
export function TravelApprovalsPage() {
  const { user } = useAuth();
  const canApprove = user !== null && hasRoleAtLeast(user.role, 'aprobador');
  return (
    <PageLayout title="Aprobaciones de Viajes">
      <h1>Aprobaciones de Viajes</h1>
      {canApprove ? (
        <ApprovalQueue />
      ) : (
        <FormAlert tone="error">Solo los aprobadores pueden ver las aprobaciones de viajes.</FormAlert>
      )}
    </PageLayout>
  );
}

function ApprovalQueue() {
  const statusId = useId();
  const [status, setStatus] = useState<BookingStatus>('pending_approval');
  const [page, setPage] = useState(1);
  const approvals = useApprovals({ status, page, pageSize: BOOKING_PAGE_SIZE });
  const change = useChangeBookingStatus();
  const [rejecting, setRejecting] = useState<BookingSummary | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const pages = approvals.data ? Math.max(1, Math.ceil(approvals.data.total / approvals.data.pageSize)) : 1;

  function decide(booking: BookingSummary, decision: 'approved' | 'rejected', comment?: string) {
    setDoneMessage(null);
    change.mutate(
      { id: booking.id, change: { status: decision, comment } },
      {
        onSuccess: () => {
          setRejecting(null);
          setDoneMessage(
            decision === 'approved'
              ? `Aprobaste el viaje de ${booking.traveller.name} (${booking.title}).`
              : `Rechazaste el viaje de ${booking.traveller.name} (${booking.title}).`,
          );
        },
      },
    );
  }

  const errorMessage = change.error ? getErrorMessage(change.error) : null;

  return (
    <>
      <div className="approvals__toolbar">
        <div className="form-field">
          <label className="form-field__label" htmlFor={statusId}>
            Mostrar
          </label>
          <select
            id={statusId}
            className="native-control"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BookingStatus);
              setPage(1);
            }}
          >
            {QUEUE_STATUSES.map((option) => (
              <option key={option} value={option}>
                {BOOKING_STATUS_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {doneMessage && <FormAlert tone="success">{doneMessage}</FormAlert>}
      {errorMessage && !rejecting && <FormAlert tone="error">{errorMessage}</FormAlert>}
      <section aria-busy={approvals.isFetching}>
        {approvals.isPending ? (
          <p className="approvals__status" role="status">
            <IonSpinner name="crescent" aria-hidden="true" /> Cargando aprobaciones...
          </p>
        ) : approvals.isError ? (
          <FormAlert tone="error">{getErrorMessage(approvals.error)}</FormAlert>
        ) : approvals.data.data.length === 0 ? (
          <p className="approvals__status">
            {status === 'pending_approval'
              ? 'No tienes viajes pendientes de aprobación.'
              : 'No hay viajes en este estado.'}
          </p>
        ) : (
          <>
            <ul className="approvals__list" aria-label="Viajes por aprobar">
              {approvals.data.data.map((booking) => (
                <ApprovalCard
                  key={booking.id}
                  booking={booking}
                  isBusy={change.isPending}
                  onApprove={() => decide(booking, 'approved')}
                  onReject={() => {
                    change.reset();
                    setRejecting(booking);
                  }}
                />
              ))}
            </ul>
            {pages > 1 && (
              <nav className="approvals__pagination" aria-label="Paginación">
                <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Anterior
                </button>
                <span aria-live="polite">
                  Página {page} de {pages}
                </span>
                <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Siguiente
                </button>
              </nav>
            )}
          </>
        )}
      </section>
      <RejectBookingDialog
        isOpen={rejecting !== null}
        tripName={rejecting ? `${rejecting.title} · ${rejecting.traveller.name}` : ''}
        isPending={change.isPending}
        errorMessage={rejecting ? errorMessage : null}
        onConfirm={(comment) => rejecting && decide(rejecting, 'rejected', comment)}
        onDismiss={() => setRejecting(null)}
      />
    </>
  );
}
