import './shell.css';
import { IonButton, IonButtons, IonHeader, IonIcon, IonMenuButton, IonToolbar } from '@ionic/react';
import { LOGIN_PATH } from '@travesia/domain';
import { homeOutline, logInOutline } from 'ionicons/icons';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useAuth } from '../lib/auth/auth-context';
import { prepareSideMenu } from './side-menu';
import { UserChip } from './user-chip';

export function AppHeader() {
  const { user, isLoggedIn } = useAuth();
  return (
    <IonHeader className="app-header">
      <IonToolbar color="primary">
        <IonButtons slot="start">
          {/* Spec §1: the home action returns to the start and reloads the page: a plain link, not the router's,
              which also works on the home page's live copy before the app has started (decision 033). */}
          <IonButton href="/" aria-label="Inicio">
            <IonIcon slot="icon-only" icon={homeOutline} aria-hidden="true" />
          </IonButton>
        </IonButtons>
        <div className="app-header__brand">
          <img src="/brand/travesia.svg" alt="" width="28" height="28" />
          <span>Travesía</span>
        </div>
        <IonButtons slot="end">
          {isLoggedIn && user ? (
            <>
              <NotificationBell />
              <UserChip user={user} />
            </>
          ) : (
            <IonButton routerLink={LOGIN_PATH} fill="outline" className="app-header__login">
              <IonIcon slot="start" icon={logInOutline} aria-hidden="true" />
              Iniciar sesión
            </IonButton>
          )}
          <IonMenuButton
            aria-label="Abrir menú"
            autoHide={false}
            onPointerEnter={prepareSideMenu}
            onFocus={prepareSideMenu}
            onTouchStart={prepareSideMenu}
          />
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}
