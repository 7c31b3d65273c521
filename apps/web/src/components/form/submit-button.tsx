import './form.css';
import { IonButton, IonSpinner } from '@ionic/react';
import { useIsOnline } from '../../lib/offline/connection';
import { OfflineNote } from '../offline-note/offline-note';

interface SubmitButtonProps {
  label: string;
  isPending?: boolean;
  /** Another reason the form cannot be sent yet (a search form waits until it is valid). */
  isDisabled?: boolean;
  /** The action needs the server: without a connection the button is disabled and this says why. */
  offlineNote?: string;
  /** False: as wide as its label (the search forms) instead of the form's whole width. */
  isBlock?: boolean;
  /** The form's own look for the button instead of the standard one. */
  className?: string;
}

/**
 * The form's submit button, disabled with a spinner while the request runs. Ionic's button lives in
 * shadow DOM, so a hidden native submit button keeps "Enter submits the form" working.
 */
export function SubmitButton({
  label,
  isPending = false,
  isDisabled = false,
  offlineNote,
  isBlock = true,
  className = 'submit-button',
}: SubmitButtonProps) {
  const isOnline = useIsOnline();
  const isRefused = isPending || isDisabled || (offlineNote !== undefined && !isOnline);
  return (
    <>
      {offlineNote && <OfflineNote>{offlineNote}</OfflineNote>}
      <IonButton
        type="submit"
        expand={isBlock ? 'block' : undefined}
        disabled={isRefused}
        aria-busy={isPending}
        className={className}
      >
        {isPending && <IonSpinner name="crescent" slot="start" aria-hidden="true" />}
        {label}
      </IonButton>
      <input type="submit" hidden tabIndex={-1} aria-hidden="true" disabled={isRefused} />
    </>
  );
}
