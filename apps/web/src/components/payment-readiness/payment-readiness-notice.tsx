import {
  canActAcrossCompanies,
  hasRoleAtLeast,
  NO_COMPANY_PAYMENT_METHOD_ADMIN_MESSAGE,
  NO_COMPANY_PAYMENT_METHOD_MESSAGE,
  PAYROLL_SIGNATURE_MISSING_MESSAGE,
  paymentReadinessOf,
} from '@travesia/domain';
import { Link } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context';
import { usePaymentOptions } from '../../lib/payment-options/get-payment-options';
import { FormAlert } from '../form/form-alert';

/**
 * Says, before anything is filled in, that the signed-in traveller has no way to pay a booking yet, and who can
 * change that (issue 36): their administrator, or they themselves by signing the payroll authorization. Nothing
 * while the answer loads, when they can pay, or for the agency, which books on the companies' means.
 */
export function PaymentReadinessNotice() {
  const { user } = useAuth();
  const isCompanyUser = user !== null && !canActAcrossCompanies(user.role);
  const { data: options } = usePaymentOptions({ isEnabled: isCompanyUser });
  if (!user || !isCompanyUser || !options) return null;
  const readiness = paymentReadinessOf(options);
  if (readiness === 'ready') return null;
  if (readiness === 'sign-payroll') {
    return (
      <FormAlert tone="error">
        {PAYROLL_SIGNATURE_MISSING_MESSAGE} <Link to="/payment">Firmarla en Pago</Link>
      </FormAlert>
    );
  }
  return hasRoleAtLeast(user.role, 'administrador') ? (
    <FormAlert tone="error">
      {NO_COMPANY_PAYMENT_METHOD_ADMIN_MESSAGE} <Link to="/payment">Configurarlo en Pago</Link>
    </FormAlert>
  ) : (
    <FormAlert tone="error">{NO_COMPANY_PAYMENT_METHOD_MESSAGE}</FormAlert>
  );
}
