import '../payment.css';
import { IonSpinner } from '@ionic/react';
import { hasRoleAtLeast } from '@travesia/domain';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePaymentOptions } from '../../../lib/payment-options/get-payment-options';
import { CorporateCardsSection } from '../components/corporate-cards-section';
import { PayrollAdminSection } from '../components/payroll-admin-section';
import { PayrollAuthorizationSection } from '../components/payroll-authorization-section';

/** /payment: the payment methods of the signed-in user and, for administrators, of the company. */
export function PaymentPage() {
  const { user } = useAuth();
  const options = usePaymentOptions();
  const isAdmin = user !== null && hasRoleAtLeast(user.role, 'administrador');

  return (
    <PageLayout title="Pago">
      <h1>Pago</h1>
      <p className="payment-intro">
        Medios con los que {user?.company.name ?? 'tu empresa'} paga los viajes: descuento por nómina y
        tarjetas corporativas.
      </p>
      {options.isPending ? (
        <p className="payment-loading" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando medios de pago...
        </p>
      ) : options.error ? (
        <FormAlert tone="error">{getErrorMessage(options.error)}</FormAlert>
      ) : (
        <div className="payment-page">
          <div className="payment-page__column">
            {isAdmin && <PayrollAdminSection isEnabled={options.data.payroll.companyEnabled} />}
            <PayrollAuthorizationSection payroll={options.data.payroll} />
          </div>
          <div className="payment-page__column">
            <CorporateCardsSection cards={options.data.cards} canManage={isAdmin} />
          </div>
        </div>
      )}
    </PageLayout>
  );
}
