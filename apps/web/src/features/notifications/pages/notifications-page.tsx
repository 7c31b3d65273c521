import '../notifications.css';
import { IonButton, IonSpinner } from '@ionic/react';
import type { Notification } from '@travesia/domain';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/dates/format-dates';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';

/** /notifications: what happened to the user's trips and approvals, newest first. */
export function NotificationsPage() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const error = markRead.error ?? markAll.error;

  return (
    <PageLayout title="Notificaciones">
      <div className="notifications__head">
        <h1>Notificaciones</h1>
        {notifications.data && notifications.data.unread > 0 && (
          <IonButton fill="outline" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            Marcar todas como leídas
          </IonButton>
        )}
      </div>
      {error && <FormAlert tone="error">{getErrorMessage(error)}</FormAlert>}
      {notifications.isPending ? (
        <p className="notifications__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando notificaciones...
        </p>
      ) : notifications.isError ? (
        <FormAlert tone="error">{getErrorMessage(notifications.error)}</FormAlert>
      ) : notifications.data.data.length === 0 ? (
        <p className="notifications__status">No tienes notificaciones.</p>
      ) : (
        <>
          <p className="notifications__status" role="status">
            {notifications.data.unread === 0
              ? 'Todas leídas.'
              : notifications.data.unread === 1
                ? '1 sin leer.'
                : `${notifications.data.unread} sin leer.`}
          </p>
          <ul className="notifications__list" aria-label="Notificaciones">
            {notifications.data.data.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                isBusy={markRead.isPending && markRead.variables === notification.id}
                onRead={() => markRead.mutate(notification.id)}
              />
            ))}
          </ul>
        </>
      )}
    </PageLayout>
  );
}

interface NotificationItemProps {
  notification: Notification;
  isBusy: boolean;
  onRead: () => void;
}

function NotificationItem({ notification, isBusy, onRead }: NotificationItemProps) {
  const isUnread = notification.readAt === null;
  return (
    <li className={`notifications__item${isUnread ? ' notifications__item--unread' : ''}`}>
      <div className="notifications__text">
        <h2>
          {isUnread && <span className="visually-hidden">Sin leer: </span>}
          {notification.title}
        </h2>
        <p>{notification.body}</p>
        <time dateTime={notification.createdAt}>{formatMoment(notification.createdAt)}</time>
      </div>
      <div className="notifications__actions">
        {notification.bookingId && (
          <Link to={`/bookings/${notification.bookingId}`} onClick={() => isUnread && onRead()}>
            Ver reserva
          </Link>
        )}
        {isUnread && (
          <IonButton size="small" fill="clear" disabled={isBusy} onClick={onRead}>
            Marcar como leída
          </IonButton>
        )}
      </div>
    </li>
  );
}
