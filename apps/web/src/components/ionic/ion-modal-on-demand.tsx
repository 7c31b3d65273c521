import type { IonModal as IonicIonModal } from '@ionic/react';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';

const IonModal = lazy(async () => ({ default: (await import('./ion-modal')).IonModal }));

/** Starts downloading ion-modal's element: call it when someone is about to open a modal (hover, focus, touch). */
export function prepareModal(): void {
  void import('./ion-modal');
}

/**
 * `IonModal` for a modal someone opens from a field of a search form. The first screen of the search pages then
 * carries neither ion-modal's element (11 KB compressed) nor the modal: both arrive with the first opening, which
 * `prepareModal` starts earlier.
 */
export function OnDemandModal(props: ComponentProps<typeof IonicIonModal>) {
  if (!useOpenedOnce(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <IonModal {...props} />
    </Suspense>
  );
}
