import { IonIcon, IonMenuToggle, useIonRouter } from '@ionic/react';
import { logOutOutline } from 'ionicons/icons';
import type { MouseEvent } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { getMenuItems } from './menu-items';

/**
 * Spec §2.3: the menu's entries for the user's role, and "Cerrar sesión" once signed in. Plain links and a button
 * drawn as Ionic's items: a link opens in a new tab when asked to, and Ionic's item, label and list elements stay out
 * of the app's shell (decision 025).
 */
export function SideMenuEntries() {
  const { user, isLoggedIn, logout } = useAuth();
  const router = useIonRouter();
  const items = getMenuItems(isLoggedIn && user ? user.role : null);

  function openInApp(event: MouseEvent<HTMLAnchorElement>, path: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Each entry starts a new history of its own, as the menu's items always have (no way back into the menu).
    router.push(path, 'root');
  }

  return (
    <nav aria-label="Secciones">
      <ul className="side-menu__list">
        {items.map((item) => (
          <li key={item.path}>
            <IonMenuToggle autoHide={false}>
              <a
                href={item.path}
                className="side-menu__entry"
                onClick={(event) => openInApp(event, item.path)}
              >
                <IonIcon icon={item.icon} aria-hidden="true" />
                {item.label}
              </a>
            </IonMenuToggle>
          </li>
        ))}
        {isLoggedIn && (
          <li className="side-menu__logout">
            <IonMenuToggle autoHide={false}>
              <button type="button" className="side-menu__entry" onClick={() => void logout()}>
                <IonIcon icon={logOutOutline} aria-hidden="true" />
                Cerrar sesión
              </button>
            </IonMenuToggle>
          </li>
        )}
      </ul>
    </nav>
  );
}
