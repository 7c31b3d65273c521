import './shell.css';
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonMenu,
  IonMenuToggle,
  IonSpinner,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import { lazy, Suspense, useState } from 'react';
import { useMountedAfterFirstScreen } from '../components/first-screen/use-mounted-after-first-screen';

export const MAIN_CONTENT_ID = 'main-content';

const SideMenuEntries = lazy(async () => ({
  default: (await import('./side-menu-entries')).SideMenuEntries,
}));

/** Starts downloading the menu's entries: call it when someone is about to open the menu (hover, focus, touch). */
export function prepareSideMenu(): void {
  void import('./side-menu-entries');
}

/**
 * Spec §2.3: the menu opens from the end side. Its entries (their icons, Ionic's list and items) arrive with its
 * first opening, which `prepareSideMenu` starts earlier: no first screen shows them, so no first visit pays for
 * them (decision 025).
 */
export function SideMenu() {
  const [wasOpened, setWasOpened] = useState(false);
  // Closed, it is a third of the shell's Ionic elements, and nobody sees it before a tap on the menu button.
  const mounted = useMountedAfterFirstScreen();

  if (!mounted) return null;
  return (
    <IonMenu
      side="end"
      contentId={MAIN_CONTENT_ID}
      type="overlay"
      aria-label="Menú principal"
      onIonWillOpen={() => setWasOpened(true)}
    >
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
        {wasOpened && (
          <Suspense fallback={<IonSpinner className="side-menu__loading" aria-label="Cargando el menú" />}>
            <SideMenuEntries />
          </Suspense>
        )}
      </IonContent>
    </IonMenu>
  );
}
