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
 * The header's menu button of the page on screen: Ionic keeps the pages behind it, each with its header, hidden.
 */
function shownMenuButton(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('ion-menu-button')].find(
    (button) => !button.closest('.ion-page-hidden, [aria-hidden="true"]'),
  );
}

/**
 * Once the menu has closed (Escape, its close button, the backdrop), focus goes back to the button that opened
 * it: Ionic blurs whatever had focus, which left a keyboard or screen reader user at the top of the document.
 * Focus that something else has taken meanwhile (a page an entry opened) stays where it is.
 */
function returnFocusToMenuButton(menu: EventTarget | null): void {
  const focused = document.activeElement;
  const isInMenu = menu instanceof Node && focused !== null && menu.contains(focused);
  if (focused && focused !== document.body && !isInMenu) return;
  const button = shownMenuButton();
  // ion-menu-button does not delegate focus to the button inside its shadow root.
  (button?.shadowRoot?.querySelector('button') ?? button)?.focus();
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
      onIonDidClose={(event) => returnFocusToMenuButton(event.currentTarget)}
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
