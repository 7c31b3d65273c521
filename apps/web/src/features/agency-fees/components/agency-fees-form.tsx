import { zodResolver } from '@hookform/resolvers/zod';
import {
  AGENCY_FEE_PRODUCT_LABELS,
  AGENCY_FEE_PRODUCTS,
  type AgencyFees,
  type AgencyFeesForm as AgencyFeesFormValues,
  agencyFeeLine,
  agencyFeesFormSchema,
  parsePesosText,
} from '@travesia/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useSaveAgencyFees } from '../api/agency-fees';

function formValuesOf(fees: AgencyFees | null): AgencyFeesFormValues {
  return {
    'national-flight': String(fees?.['national-flight'] ?? 0),
    'international-flight': String(fees?.['international-flight'] ?? 0),
    hotel: String(fees?.hotel ?? 0),
    change: String(fees?.change ?? 0),
  };
}

/** What the line will say at checkout for what is typed now; nothing while the text is not pesos. */
function previewOf(text: string): string | undefined {
  const amount = parsePesosText(text.trim());
  return Number.isNaN(amount) ? undefined : `Se mostrará: «${agencyFeeLine(amount)}».`;
}

/** The four fees of a company, in pesos; 0 for a product without a fee. */
export function AgencyFeesForm({ companyId, fees }: { companyId: number; fees: AgencyFees | null }) {
  const save = useSaveAgencyFees(companyId);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(agencyFeesFormSchema),
    defaultValues: formValuesOf(fees),
  });
  const typed = useWatch({ control });

  const submit = handleSubmit((values) => {
    setSavedMessage(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(formValuesOf(saved.fees));
        setSavedMessage('Guardamos las tarifas administrativas de la empresa.');
      },
    });
  });

  return (
    <form className="agency-fees" onSubmit={submit} noValidate aria-label="Tarifas administrativas">
      {AGENCY_FEE_PRODUCTS.map((product) => (
        <TextField
          key={product}
          control={control}
          name={product}
          label={`${AGENCY_FEE_PRODUCT_LABELS[product]} (COP, antes de IVA)`}
          inputmode="numeric"
          autocomplete="off"
          hint={previewOf(typed[product] ?? '')}
          required
        />
      ))}
      {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
      {save.isError && <FormAlert tone="error">{getErrorMessage(save.error)}</FormAlert>}
      <SubmitButton
        label="Guardar"
        isPending={save.isPending}
        offlineNote="Conéctate para guardar los cambios."
      />
    </form>
  );
}
