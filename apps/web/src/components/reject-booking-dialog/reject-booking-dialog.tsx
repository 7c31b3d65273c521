import './reject-booking-dialog.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { BOOKING_COMMENT_MAX, BOOKING_COMMENT_TOO_LONG_MESSAGE, TRANSITION_MESSAGES } from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../form/form-alert';
import { SubmitButton } from '../form/submit-button';
import { TextAreaField } from '../form/text-area-field';
import { IonModal } from '../ionic/ion-modal';

const rejectFormSchema = z.object({
  comment: z
    .string()
    .trim()
    .min(1, { error: TRANSITION_MESSAGES.commentRequired })
    .max(BOOKING_COMMENT_MAX, { error: BOOKING_COMMENT_TOO_LONG_MESSAGE }),
});
type RejectForm = z.infer<typeof rejectFormSchema>;

export interface RejectBookingDialogProps {
  isOpen: boolean;
  /** What is being rejected, e.g. 'Hotel Andes Centro · Laura Gómez'. */
  tripName: string;
  isPending: boolean;
  errorMessage: string | null;
  onConfirm: (comment: string) => void;
  onDismiss: () => void;
}

/** Asks the approver why the trip is rejected; the traveller reads the comment on the booking. */
export function RejectBookingDialog({
  isOpen,
  tripName,
  isPending,
  errorMessage,
  onConfirm,
  onDismiss,
}: RejectBookingDialogProps) {
  const { control, handleSubmit, reset } = useForm<RejectForm>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: { comment: '' },
  });

  return (
    <IonModal
      isOpen={isOpen}
      onDidDismiss={() => {
        reset();
        onDismiss();
      }}
      aria-labelledby="reject-booking-title"
      className="reject-booking-dialog"
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle id="reject-booking-title">Rechazar viaje</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <form
          className="reject-booking-dialog__form"
          onSubmit={handleSubmit(({ comment }) => onConfirm(comment))}
          noValidate
          aria-label="Rechazar viaje"
        >
          <p className="reject-booking-dialog__trip">{tripName}</p>
          {errorMessage && <FormAlert tone="error">{errorMessage}</FormAlert>}
          <TextAreaField
            control={control}
            name="comment"
            label="Motivo del rechazo"
            hint="El viajero verá este comentario en su reserva."
            maxLength={BOOKING_COMMENT_MAX}
            rows={4}
            required
          />
          <SubmitButton label="Rechazar viaje" isPending={isPending} />
          <IonButton expand="block" fill="clear" onClick={onDismiss} disabled={isPending}>
            Volver
          </IonButton>
        </form>
      </IonContent>
    </IonModal>
  );
}
