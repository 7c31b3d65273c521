import { IonButton, IonIcon } from '@ionic/react';
import { constructOutline } from 'ionicons/icons';
import { useId } from 'react';
import { PageLayout } from './page-layout';

/** Every screen of the route list that later work builds renders this placeholder meanwhile. */
export function UnderConstructionPage({ title }: { title: string }) {
  const headingId = useId();
  return (
    <PageLayout title={title}>
      <section className="under-construction" aria-labelledby={headingId}>
        <IonIcon icon={constructOutline} className="under-construction__icon" aria-hidden="true" />
        <h1 id={headingId}>{title}</h1>
        <p>Esta sección está en construcción.</p>
        <IonButton routerLink="/" routerDirection="root">
          Volver al inicio
        </IonButton>
      </section>
    </PageLayout>
  );
}
