import '../notifications.css';
import { IonButton, IonIcon } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useNotifications } from '../api/list-notifications';

export function unreadLabel(unread: number): string {
  if (unread === 0) return 'Notificaciones';
  return unread === 1 ? 'Notificaciones, 1 sin leer' : `Notificaciones, ${unread} sin leer`;
}

/** The header's bell: how many notifications are unread, checked every minute; opens the list. */
export function NotificationBell() {
  const notifications = useNotifications();
  const unread = notifications.data?.unread ?? 0;
  return (
    <IonButton routerLink="/notifications" aria-label={unreadLabel(unread)} className="notification-bell">
      <IonIcon slot="icon-only" icon={notificationsOutline} aria-hidden="true" />
      {unread > 0 && (
        <span className="notification-bell__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </IonButton>
  );
}
