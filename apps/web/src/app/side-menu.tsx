import './shell.css';
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonItem,
  IonLabel,
  IonList,
  IonMenu,
  IonMenuToggle,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { closeOutline, logOutOutline } from 'ionicons/icons';
import { useAuth } from '../lib/auth/auth-context';
import { getMenuItems } from './menu-items';

export const MAIN_CONTENT_ID = 'main-content';

/** Spec §2.3: the menu opens from the end side. */
export function SideMenu() {
  const { user, isLoggedIn, logout } = useAuth();
  const items = getMenuItems(isLoggedIn && user ? user.role : null);

  return (
    <IonMenu side="end" contentId={MAIN_CONTENT_ID} type="overlay" aria-label="Menú principal">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Menú</IonTitle>
          <IonButtons slot="end">
            <IonMenuToggle autoHide={false}>
              <IonButton aria-label="Cerrar menú">
                <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
              </IonButton>
            </IonMenuToggle>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="side-menu__content">
        <nav aria-label="Secciones">
          <IonList lines="none" className="side-menu__list">
            {items.map((item) => (
              <IonMenuToggle key={item.path} autoHide={false}>
                <IonItem routerLink={item.path} routerDirection="root" detail={false} button>
                  <IonIcon slot="start" icon={item.icon} aria-hidden="true" />
                  <IonLabel>{item.label}</IonLabel>
                </IonItem>
              </IonMenuToggle>
            ))}
            {isLoggedIn && (
              <IonMenuToggle autoHide={false}>
                <IonItem button detail={false} onClick={() => void logout()} className="side-menu__logout">
                  <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
                  <IonLabel>Cerrar sesión</IonLabel>
                </IonItem>
              </IonMenuToggle>
            )}
          </IonList>
        </nav>
      </IonContent>
    </IonMenu>
  );
}
