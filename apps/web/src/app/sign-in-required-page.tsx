import { useLocation } from 'react-router-dom';
import { PageLayout } from '../components/page-layout';
import { SignInRequiredAlert } from '../components/sign-in-required/sign-in-required-alert';

/**
 * What the flight-checkout guard shows a visitor who opens a checkout address directly (spec §2.2): the blocking
 * alert, nothing behind it. From the fare page the alert opens over that page instead, which stays.
 */
export function SignInRequiredPage() {
  const location = useLocation();
  // replace: the checkout address was never really entered, so Back must not lead to it again.
  return (
    <PageLayout title="Iniciar Sesión Requerido">
      <SignInRequiredAlert isOpen returnPath={`${location.pathname}${location.search}`} replacesPage />
    </PageLayout>
  );
}
