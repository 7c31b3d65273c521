import './offline-note.css';
import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useIsOnline } from '../../lib/offline/connection';

/**
 * Why an action that needs the server is disabled while the device has no connection (decision 031): said next to
 * the disabled button instead of a spinner that would never end. Nothing while online.
 */
export function OfflineNote({ children }: { children: ReactNode }) {
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <p className="offline-note">
      <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** Next to the flight and hotel search buttons. */
export const SEARCH_OFFLINE_NOTE =
  'Sin conexión: para buscar vuelos y hoteles necesitas internet. Tus reservas guardadas siguen en Mis Reservas.';
