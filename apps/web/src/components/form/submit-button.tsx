import './form.css';
import { IonButton, IonSpinner } from '@ionic/react';
import { useIsOnline } from '../../lib/offline/connection';
import { OfflineNote } from '../offline-note/offline-note';

interface SubmitButtonProps {
  label: string;
  isPending: boolean;
  /** The action needs the server: without a connection the button is disabled and this says why. */
  offlineNote?: string;
}

/**
 * The form's submit button, disabled with a spinner while the request runs. Ionic's button lives in
 * shadow DOM, so a hidden native submit button keeps "Enter submits the form" working.
 */
export function SubmitButton({ label, isPending, offlineNote }: SubmitButtonProps) {
  const isOnline = useIsOnline();
  const isDisabled = isPending || (offlineNote !== undefined && !isOnline);
  return (
    <>
      {offlineNote && <OfflineNote>{offlineNote}</OfflineNote>}
      <IonButton
        type="submit"
        expand="block"
        disabled={isDisabled}
        aria-busy={isPending}
        className="submit-button"
      >
        {isPending && <IonSpinner name="crescent" slot="start" aria-hidden="true" />}
        {label}
      </IonButton>
      <input type="submit" hidden tabIndex={-1} aria-hidden="true" disabled={isDisabled} />
    </>
  );
}
