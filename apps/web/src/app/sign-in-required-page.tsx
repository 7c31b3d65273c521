import { IonAlert } from '@ionic/react';
import { HOME_AFTER_LOGIN, LOGIN_PATH } from '@travesia/domain';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../components/page-layout';

/** What the flight-checkout guard shows a visitor (spec §2.2): a blocking alert, nothing behind it. */
export function SignInRequiredPage() {
  const navigate = useNavigate();
  // replace: the checkout address was never really entered, so Back must not lead to it again.
  const leaveTo = (path: string) => navigate(path, { replace: true });

  return (
    <PageLayout title="Iniciar Sesión Requerido">
      <IonAlert
        isOpen
        backdropDismiss={false}
        header="Iniciar Sesión Requerido"
        message="Para continuar con la reserva de vuelo, necesitas iniciar sesión en tu cuenta."
        buttons={[
          { text: 'Cancelar', role: 'cancel', handler: () => leaveTo(HOME_AFTER_LOGIN) },
          { text: 'Iniciar Sesión', handler: () => leaveTo(LOGIN_PATH) },
        ]}
      />
    </PageLayout>
  );
}
