import { IonButton } from '@ionic/react';
import { useIsOnline } from '../../../lib/offline/connection';

interface DecisionButtonsProps {
  /** "Aprobar" / "Rechazar" for a booking, "Aprobar viaje" / "Rechazar viaje" for a trip. */
  labels: { approve: string; reject: string };
  /** What is decided, named after the label for screen readers ("Aprobar viaje Viaje a Medellín"). */
  subject: string;
  canApprove: boolean;
  canReject: boolean;
  isBusy: boolean;
  onApprove?: (() => void) | undefined;
  onReject?: (() => void) | undefined;
}

/** The approver's two buttons, each shown when allowed and disabled while a decision runs or without a connection. */
export function DecisionButtons({
  labels,
  subject,
  canApprove,
  canReject,
  isBusy,
  onApprove,
  onReject,
}: DecisionButtonsProps) {
  const isOnline = useIsOnline();
  return (
    <>
      {canApprove && (
        <IonButton
          disabled={isBusy || !isOnline}
          onClick={onApprove}
          aria-label={`${labels.approve} ${subject}`}
        >
          {labels.approve}
        </IonButton>
      )}
      {canReject && (
        <IonButton
          color="danger"
          fill="outline"
          disabled={isBusy || !isOnline}
          onClick={onReject}
          aria-label={`${labels.reject} ${subject}`}
        >
          {labels.reject}
        </IonButton>
      )}
    </>
  );
}
