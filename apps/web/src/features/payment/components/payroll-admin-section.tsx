import '../../../components/card/card.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonSpinner } from '@ionic/react';
import { payrollPeriodOf, payrollPeriodSchema } from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { NativeField } from '../../../components/form/native-field';
import { IonToggle } from '../../../components/ionic/ion-toggle';
import { getErrorMessage } from '../../../lib/api-client';
import { useDownloadPayrollExport } from '../api/download-payroll-export';
import { useUpdatePayrollSettings } from '../api/update-payroll-settings';

const exportFormSchema = z.object({ period: payrollPeriodSchema });
type ExportForm = z.infer<typeof exportFormSchema>;

/** The administrator's payroll controls: the company switch and the monthly export for the payroll system. */
export function PayrollAdminSection({ isEnabled }: { isEnabled: boolean }) {
  const settings = useUpdatePayrollSettings();
  const download = useDownloadPayrollExport();
  const { control, handleSubmit } = useForm<ExportForm>({
    resolver: zodResolver(exportFormSchema),
    defaultValues: { period: payrollPeriodOf(new Date()) },
  });

  return (
    <section className="card payment-section" aria-labelledby="payroll-admin-heading">
      <h2 id="payroll-admin-heading" className="payment-section__title">
        Nómina de la empresa
      </h2>
      {settings.error && <FormAlert tone="error">{getErrorMessage(settings.error)}</FormAlert>}
      <IonToggle
        className="payment-toggle"
        checked={isEnabled}
        disabled={settings.isPending}
        justify="space-between"
        onIonChange={(event) => settings.mutate(event.detail.checked)}
      >
        Permitir el pago por descuento de nómina
      </IonToggle>
      <p className="payment-section__status">
        {isEnabled
          ? 'Cada persona debe firmar su autorización en esta página antes de pagar por nómina.'
          : 'Nadie de la empresa puede pagar por nómina mientras esté deshabilitado.'}
      </p>
      <form
        className="payment-form payment-form--export"
        noValidate
        aria-label="Exportar descuentos de nómina"
        onSubmit={handleSubmit(({ period }) => download.mutate(period))}
      >
        {download.error && <FormAlert tone="error">{getErrorMessage(download.error)}</FormAlert>}
        <NativeField
          control={control}
          name="period"
          label="Período de nómina"
          hint="Descarga un CSV con documento, nombre, localizador, fecha y valor de cada descuento."
        >
          {(props) => <input {...props} type="month" required />}
        </NativeField>
        <IonButton type="submit" fill="outline" disabled={download.isPending}>
          {download.isPending && <IonSpinner name="crescent" slot="start" aria-hidden="true" />}
          Descargar CSV
        </IonButton>
      </form>
    </section>
  );
}
