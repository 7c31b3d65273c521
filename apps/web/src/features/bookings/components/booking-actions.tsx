import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingStatus } from '@travesia/domain';
import { useState } from 'react';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { OfflineNote } from '../../../components/offline-note/offline-note';
import { RejectBookingDialogOnDemand } from '../../../components/reject-booking-dialog/reject-booking-dialog-on-demand';
import { getErrorMessage } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';
import { useChangeBookingStatus } from '../../../lib/bookings/change-booking-status';
import { useIsOnline } from '../../../lib/offline/connection';
import { EmitBookingAlert } from './emit-booking-alert';

type Action = Exclude<BookingStatus, 'pending_approval'>;

const ACTION_LABELS: Record<Action, string> = {
  approved: 'Aprobar viaje',
  rejected: 'Rechazar viaje',
  emitted: 'Emitir reserva',
  cancelled: 'Cancelar reserva',
};
const DONE_MESSAGES: Record<Action, string> = {
  approved: 'Aprobaste el viaje.',
  rejected: 'Rechazaste el viaje.',
  emitted: 'La reserva quedó emitida con el proveedor.',
  cancelled: 'La reserva quedó cancelada.',
};
const ACTION_ORDER: readonly Action[] = ['approved', 'rejected', 'emitted', 'cancelled'];

interface BookingActionsProps {
  booking: Booking;
  tripName: string;
}

/** Exactly the changes the server says this viewer may make now; the answer is fetched again after each. */
export function BookingActions({ booking, tripName }: BookingActionsProps) {
  const change = useChangeBookingStatus();
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const [isCancelAlertOpen, setCancelAlertOpen] = useState(false);
  const [isRejectOpen, setRejectOpen] = useState(false);
  const [isEmitAlertOpen, setEmitAlertOpen] = useState(false);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const actions = ACTION_ORDER.filter((action) => booking.allowedTransitions.includes(action));

  function run(status: Action, comment?: string) {
    setDoneMessage(null);
    change.mutate(
      { id: booking.id, change: { status, comment } },
      {
        onSuccess: () => {
          setDoneMessage(DONE_MESSAGES[status]);
          setRejectOpen(false);
        },
      },
    );
  }

  /**
   * What cancelling costs depends on where the trip stands (emitted or not): the alert waits for the booking as the
   * server has it now, not a copy up to half a minute old.
   */
  async function askToCancel() {
    await queryClient.refetchQueries({ queryKey: BOOKING_QUERY_KEYS.detail(booking.id), exact: true });
    setCancelAlertOpen(true);
  }

  function start(action: Action) {
    change.reset();
    if (action === 'cancelled') void askToCancel();
    else if (action === 'rejected') setRejectOpen(true);
    else if (action === 'emitted') setEmitAlertOpen(true);
    else run(action);
  }

  const errorMessage = change.error ? getErrorMessage(change.error) : null;

  return (
    <div className="booking-actions">
      {doneMessage && (
        <p className="form-alert form-alert--success" role="status">
          {doneMessage}
        </p>
      )}
      {errorMessage && !isRejectOpen && (
        <p className="form-alert form-alert--error" role="alert">
          {errorMessage}
        </p>
      )}
      {actions.length > 0 && (
        <OfflineNote>Sin conexión: para cambiar el estado de la reserva necesitas internet.</OfflineNote>
      )}
      {actions.length > 0 && (
        <div className="booking-actions__buttons">
          {actions.map((action) => (
            <IonButton
              key={action}
              color={action === 'cancelled' || action === 'rejected' ? 'danger' : 'primary'}
              fill={action === 'cancelled' ? 'outline' : 'solid'}
              disabled={change.isPending || !isOnline}
              onClick={() => start(action)}
            >
              {ACTION_LABELS[action]}
            </IonButton>
          ))}
        </div>
      )}
      <OnDemandAlert
        isOpen={isCancelAlertOpen}
        header="Cancelar reserva"
        message={[
          booking.status === 'emitted'
            ? `La reserva ${booking.locator} se cancelará también con el proveedor.`
            : `¿Quieres cancelar la reserva ${booking.locator}?`,
          // What is refunded and what is lost, before the traveller decides (issue 36).
          booking.cancellationRefund?.text,
          'Esta acción no se puede deshacer.',
        ]
          .filter(Boolean)
          .join(' ')}
        buttons={[
          { text: 'Volver', role: 'cancel' },
          { text: 'Sí, cancelar', role: 'destructive', handler: () => run('cancelled') },
        ]}
        onDidDismiss={() => setCancelAlertOpen(false)}
      />
      <EmitBookingAlert
        booking={isEmitAlertOpen ? booking : null}
        onConfirm={() => run('emitted')}
        onDismiss={() => setEmitAlertOpen(false)}
      />
      <RejectBookingDialogOnDemand
        isOpen={isRejectOpen}
        tripName={tripName}
        isPending={change.isPending}
        errorMessage={isRejectOpen ? errorMessage : null}
        onConfirm={(comment) => run('rejected', comment)}
        onDismiss={() => setRejectOpen(false)}
      />
    </div>
  );
}
