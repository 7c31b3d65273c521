import { IonButton } from '@ionic/react';
import { useEffect, useSyncExternalStore } from 'react';
import { readApplyUpdate, startServiceWorker, subscribeToUpdate } from '../service-worker';

/**
 * Registers the service worker after the app has loaded and, when a new version of the app has been deployed and
 * installed behind this one, offers to reload onto it.
 */
export function UpdatePrompt() {
  const applyUpdate = useSyncExternalStore(subscribeToUpdate, readApplyUpdate, () => null);
  useEffect(() => startServiceWorker(), []);
  if (!applyUpdate) return null;
  return (
    <div className="app-notice app-notice--update" role="status">
      <p>Hay una nueva versión</p>
      <IonButton size="small" onClick={applyUpdate}>
        Actualizar
      </IonButton>
    </div>
  );
}
