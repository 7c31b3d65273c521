import type { IonModal as IonicIonModal } from '@ionic/react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';

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
  const [wasOpened, setWasOpened] = useState(Boolean(props.isOpen));
  if (props.isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <IonModal {...props} />
    </Suspense>
  );
}
