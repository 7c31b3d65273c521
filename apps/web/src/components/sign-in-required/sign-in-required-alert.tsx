import { HOME_AFTER_LOGIN, LOGIN_PATH } from '@travesia/domain';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { rememberReturnPath } from '../../lib/session-storage';
import { IonAlert } from '../ionic/ion-alert';

interface SignInRequiredAlertProps {
  isOpen: boolean;
  /** Where signing in comes back to: the flight checkout the visitor was going to. */
  returnPath: string;
  /** true: the page under the alert is a step never really entered, which Back must not lead to again. */
  replacesPage: boolean;
  /** The alert has closed (after a button, or because the page was left by Back). */
  onClosed?: () => void;
}

/**
 * Spec §2.2's flight-checkout guard: a non-dismissable alert over the page, 'Cancelar' to the flight search and
 * 'Iniciar Sesión' to the login, which returns to the checkout once signed in.
 */
export function SignInRequiredAlert({
  isOpen,
  returnPath,
  replacesPage,
  onClosed,
}: SignInRequiredAlertProps) {
  const navigate = useNavigate();
  const chosenPath = useRef<string | null>(null);

  // The page changes once the alert has finished closing: a route transition started under a closing
  // overlay could leave the next page hidden.
  const leave = () => {
    const chosen = chosenPath.current;
    chosenPath.current = null;
    onClosed?.();
    // Closed by anything but its buttons (the page left by Back): the router is already going elsewhere.
    if (chosen === null) return;
    if (chosen === LOGIN_PATH) rememberReturnPath(returnPath);
    navigate(chosen, { replace: replacesPage });
  };

  return (
    <IonAlert
      isOpen={isOpen}
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
  );
}
