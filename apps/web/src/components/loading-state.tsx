import { IonSpinner } from '@ionic/react';

/** What a screen or a part of it says while its data or its code is still arriving, announced to screen readers. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="loading-state" role="status">
      <IonSpinner name="crescent" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
