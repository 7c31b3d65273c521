import { HOME_AFTER_LOGIN, LOGIN_PATH } from '@travesia/domain';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { IonAlert } from '../components/ionic/ion-alert';
import { PageLayout } from '../components/page-layout';
import { rememberReturnPath } from '../lib/session-storage';

/** What the flight-checkout guard shows a visitor (spec §2.2): a blocking alert, nothing behind it. */
export function SignInRequiredPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const chosenPath = useRef<string | null>(null);

  // The page changes once the alert has finished closing: a route transition started under a closing
  // overlay could leave the next page hidden. replace: the checkout address was never really entered, so
  // Back must not lead to it again; after signing in, the login returns to it.
  const leave = () => {
    // Closed by anything but its buttons (the page left by Back): the router is already going elsewhere.
    if (chosenPath.current === null) return;
    if (chosenPath.current === LOGIN_PATH) {
      rememberReturnPath(`${location.pathname}${location.search}`);
      navigate(LOGIN_PATH, { replace: true });
    } else {
      navigate(HOME_AFTER_LOGIN, { replace: true });
    }
  };

  return (
    <PageLayout title="Iniciar Sesión Requerido">
      <IonAlert
        isOpen
        backdropDismiss={false}
        header="Iniciar Sesión Requerido"
        message="Para continuar con la reserva de vuelo, necesitas iniciar sesión en tu cuenta."
        buttons={[
          {
            text: 'Cancelar',
            role: 'cancel',
            handler: () => {
              chosenPath.current = HOME_AFTER_LOGIN;
            },
          },
          {
            text: 'Iniciar Sesión',
            handler: () => {
              chosenPath.current = LOGIN_PATH;
            },
          },
        ]}
        onDidDismiss={leave}
      />
    </PageLayout>
  );
}
