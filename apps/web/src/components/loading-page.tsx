import { IonSpinner } from '@ionic/react';
import { PageLayout } from './page-layout';

/** Shown while a screen's code or the signed-in user's data is still arriving. */
export function LoadingPage() {
  return (
    <PageLayout title={null}>
      <div className="loading-state" role="status">
        <IonSpinner name="crescent" aria-hidden="true" />
        <span>Cargando…</span>
      </div>
    </PageLayout>
  );
}
