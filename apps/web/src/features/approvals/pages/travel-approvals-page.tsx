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
import { OfflineNote } from '../../../components/offline-note/offline-note';
import { PageLayout } from '../../../components/page-layout';
import { Pagination } from '../../../components/pagination/pagination';
import { RejectBookingDialogOnDemand } from '../../../components/reject-booking-dialog/reject-booking-dialog-on-demand';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useChangeBookingStatus } from '../../../lib/bookings/change-booking-status';
import { useDecideTrip } from '../api/decide-trip';
import { useApprovals } from '../api/list-approvals';
import { useOwnRequests } from '../api/list-own-requests';
import { ApprovalCard } from '../components/approval-card';
import { TripApprovalCard } from '../components/trip-approval-card';
import { type ApprovalGroup, groupByTrip } from '../model/approval-groups';

const QUEUE_STATUSES: readonly BookingStatus[] = ['pending_approval', 'approved', 'rejected'];

export const NOT_AN_APPROVER_MESSAGE =
  'No apruebas viajes de otras personas. Aquí ves en qué va la aprobación de tus propios viajes.';

/**
 * /travel-approvals: the trips of the travellers the signed-in user approves; a traveller, who approves
 * nobody, follows the approval of their own trips here.
 */
export function TravelApprovalsPage() {
  const { user } = useAuth();
  const canApprove = user !== null && hasRoleAtLeast(user.role, 'aprobador');
  return (
    <PageLayout title="Aprobaciones de Viajes">
      <h1>Aprobaciones de Viajes</h1>
      {canApprove && (
        <OfflineNote>Sin conexión: para aprobar o rechazar viajes necesitas internet.</OfflineNote>
      )}
      {canApprove ? <ApprovalQueue /> : user && <OwnRequests />}
    </PageLayout>
  );
}

function StatusSelect({
  value,
  onChange,
}: {
  value: BookingStatus;
  onChange: (status: BookingStatus) => void;
}) {
  const statusId = useId();
  return (
    <div className="approvals__toolbar">
      <div className="form-field">
        <label className="form-field__label" htmlFor={statusId}>
          Mostrar
        </label>
        <select
          id={statusId}
          className="native-control"
          value={value}
          onChange={(event) => onChange(event.target.value as BookingStatus)}
        >
          {QUEUE_STATUSES.map((option) => (
            <option key={option} value={option}>
              {BOOKING_STATUS_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function OwnRequests() {
  const [status, setStatus] = useState<BookingStatus>('pending_approval');
  const requests = useOwnRequests({ status, page: 1, pageSize: BOOKING_PAGE_SIZE });
  return (
    <>
      <p className="approvals__status" role="note">
        {NOT_AN_APPROVER_MESSAGE}
      </p>
      <StatusSelect value={status} onChange={setStatus} />
      <section aria-busy={requests.isFetching}>
        {requests.isPending ? (
          <p className="approvals__status" role="status">
            <IonSpinner name="crescent" aria-hidden="true" /> Cargando tus viajes...
          </p>
        ) : requests.isError ? (
          <FormAlert tone="error">{getErrorMessage(requests.error)}</FormAlert>
        ) : requests.data.data.length === 0 ? (
          <p className="approvals__status">
            {status === 'pending_approval'
              ? 'No tienes viajes esperando aprobación.'
              : 'No tienes viajes en este estado.'}
          </p>
        ) : (
          <ul className="approvals__list" aria-label="Tus viajes">
            {requests.data.data.map((booking) => (
              <ApprovalCard key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ApprovalQueue() {
  const [status, setStatus] = useState<BookingStatus>('pending_approval');
  const [page, setPage] = useState(1);
  const approvals = useApprovals({ status, page, pageSize: BOOKING_PAGE_SIZE });
  const change = useChangeBookingStatus();
  const tripDecision = useDecideTrip();
  const [rejecting, setRejecting] = useState<ApprovalGroup | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const isBusy = change.isPending || tripDecision.isPending;

  // One error on the page at a time: a booking's and a trip's decision are two mutations.
  function clearErrors() {
    change.reset();
    tripDecision.reset();
  }

  function decide(group: ApprovalGroup, decision: Decision, comment?: string) {
    setDoneMessage(null);
    clearErrors();
    const onSuccess = () => {
      setRejecting(null);
      setDoneMessage(decisionMessage(group, decision));
    };
    if (group.kind === 'booking') {
      change.mutate({ id: group.booking.id, change: { status: decision, comment } }, { onSuccess });
    } else {
      tripDecision.mutate(
        {
          tripId: group.trip.id,
          decision: { status: decision, comment },
          itemIds: group.items.map((item) => item.id),
        },
        { onSuccess },
      );
    }
  }

  function startRejecting(group: ApprovalGroup) {
    clearErrors();
    setRejecting(group);
  }

  const error = change.error ?? tripDecision.error;
  const errorMessage = error ? getErrorMessage(error) : null;

  return (
    <>
      <StatusSelect
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
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
              {groupByTrip(approvals.data.data).map((group) =>
                group.kind === 'trip' ? (
                  <TripApprovalCard
                    key={group.trip.id}
                    trip={group.trip}
                    traveller={group.traveller}
                    items={group.items}
                    isBusy={isBusy}
                    onApprove={() => decide(group, 'approved')}
                    onReject={() => startRejecting(group)}
                  />
                ) : (
                  <ApprovalCard
                    key={group.booking.id}
                    booking={group.booking}
                    isBusy={isBusy}
                    onApprove={() => decide(group, 'approved')}
                    onReject={() => startRejecting(group)}
                  />
                ),
              )}
            </ul>
            <Pagination
              page={page}
              pageSize={approvals.data.pageSize}
              total={approvals.data.total}
              rowsOnPage={approvals.data.data.length}
              onPageChange={setPage}
            />
          </>
        )}
      </section>
      <RejectBookingDialogOnDemand
        isOpen={rejecting !== null}
        tripName={rejecting ? `${groupTitle(rejecting)} · ${travellerOf(rejecting).name}` : ''}
        isPending={isBusy}
        errorMessage={rejecting ? errorMessage : null}
        onConfirm={(comment) => rejecting && decide(rejecting, 'rejected', comment)}
        onDismiss={() => setRejecting(null)}
      />
    </>
  );
}

type Decision = 'approved' | 'rejected';

function travellerOf(group: ApprovalGroup): BookingSummary['traveller'] {
  return group.kind === 'booking' ? group.booking.traveller : group.traveller;
}

function groupTitle(group: ApprovalGroup): string {
  return group.kind === 'booking' ? group.booking.title : group.trip.name;
}

function decisionMessage(group: ApprovalGroup, decision: Decision): string {
  const traveller = travellerOf(group).name;
  if (group.kind === 'trip') {
    return decision === 'approved'
      ? `Aprobaste el viaje «${group.trip.name}» de ${traveller}.`
      : `Rechazaste el viaje «${group.trip.name}» de ${traveller}.`;
  }
  return decision === 'approved'
    ? `Aprobaste el viaje de ${traveller} (${group.booking.title}).`
    : `Rechazaste el viaje de ${traveller} (${group.booking.title}).`;
}
