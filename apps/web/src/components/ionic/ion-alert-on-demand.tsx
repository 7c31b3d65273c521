import type { IonAlert as IonicIonAlert } from '@ionic/react';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';

const IonAlert = lazy(async () => ({ default: (await import('./ion-alert')).IonAlert }));

/**
 * `IonAlert` for a confirmation someone asks for (deactivate, revoke, cancel): the page's first visit then carries
 * neither ion-alert's element (10 KB gzip) nor the alert, which arrive with its first opening and stay mounted after
 * it, so it closes with its animation (issue 33).
 */
export function OnDemandAlert(props: ComponentProps<typeof IonicIonAlert>) {
  if (!useOpenedOnce(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <IonAlert {...props} />
    </Suspense>
  );
}
