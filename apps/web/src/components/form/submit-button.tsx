import './form.css';
import { IonButton, IonSpinner } from '@ionic/react';

interface SubmitButtonProps {
  label: string;
  isPending: boolean;
}

/**
 * The form's submit button, disabled with a spinner while the request runs. Ionic's button lives in
 * shadow DOM, so a hidden native submit button keeps "Enter submits the form" working.
 */
export function SubmitButton({ label, isPending }: SubmitButtonProps) {
  return (
    <>
      <IonButton
        type="submit"
        expand="block"
        disabled={isPending}
        aria-busy={isPending}
        className="submit-button"
      >
        {isPending && <IonSpinner name="crescent" slot="start" aria-hidden="true" />}
        {label}
      </IonButton>
      <input type="submit" hidden tabIndex={-1} aria-hidden="true" disabled={isPending} />
    </>
  );
}
