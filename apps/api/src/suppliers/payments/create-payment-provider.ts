import type { AppConfig } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxPaymentProvider } from './sandbox/sandbox-provider';

/** The configured payment provider (PAYMENT_PROVIDER); the sandbox needs no contract. */
export function createPaymentProvider(config: Pick<AppConfig, 'paymentProvider'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxPaymentProvider();
  }
}
