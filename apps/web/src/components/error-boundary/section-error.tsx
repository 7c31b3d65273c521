import './section-error.css';
import { IonButton } from '@ionic/react';

/** What a screen (or the whole app) shows when it failed to load, with a way to try again. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="section-error" role="alert">
      <p className="section-error__message">No pudimos cargar esta sección.</p>
      <IonButton onClick={onRetry}>Reintentar</IonButton>
    </div>
  );
}
