import { type BookingSummary, formatCop } from '@travesia/domain';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';

interface EmitBookingAlertProps {
  /** The booking to emit; null keeps the alert closed. */
  booking: Pick<BookingSummary, 'locator' | 'total' | 'traveller'> | null;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** Emitting buys the tickets or the room with the supplier and cannot be undone: the operador confirms first. */
export function EmitBookingAlert({ booking, onConfirm, onDismiss }: EmitBookingAlertProps) {
  return (
    <OnDemandAlert
      isOpen={booking !== null}
      header={booking ? `¿Emitir la reserva ${booking.locator}?` : ''}
      message={booking ? `${booking.traveller.name} · Total ${formatCop(booking.total)}` : ''}
      buttons={[
        { text: 'Cancelar', role: 'cancel' },
        { text: 'Emitir', role: 'confirm', handler: onConfirm },
      ]}
      onDidDismiss={onDismiss}
    />
  );
}
