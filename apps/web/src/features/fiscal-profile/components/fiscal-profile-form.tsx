import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Company,
  type FiscalProfile,
  type FiscalProfileForm as FiscalProfileFormValues,
  fiscalProfileFormSchema,
  PERSON_TYPE_LABELS,
  PERSON_TYPES,
  RUT_RESPONSIBILITIES,
  RUT_RESPONSIBILITY_LABELS,
  splitNit,
  TAX_SCHEME_LABELS,
  TAX_SCHEMES,
} from '@travesia/domain';
import { useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useSaveFiscalProfile } from '../api/fiscal-profile';

type FormControl = Control<
  FiscalProfileFormValues,
  unknown,
  ReturnType<typeof fiscalProfileFormSchema.parse>
>;

/** The form's text from what is stored; a company without a profile starts empty. */
function formValuesOf(
  profile: FiscalProfile['profile'],
  company?: Pick<Company, 'name' | 'tax_id'>,
): FiscalProfileFormValues {
  const known = splitNit(company?.tax_id ?? '');
  return {
    nit: profile?.nit ?? known.nit,
    checkDigit: profile === null ? known.checkDigit : String(profile.checkDigit),
    legalName: profile?.legalName ?? company?.name ?? '',
    personType: profile?.personType ?? 'juridica',
    responsibilities: profile?.responsibilities ?? [],
    taxScheme: profile?.taxScheme ?? '01',
    municipalityCode: profile?.municipalityCode ?? '',
    billingEmail: profile?.billingEmail ?? '',
    withholdsIncomeTax: profile?.withholdsIncomeTax ?? false,
    withholdsIca: profile?.withholdsIca ?? false,
  };
}

interface FiscalProfileFormProps {
  companyId: number;
  queryCompanyId: number | undefined;
  profile: FiscalProfile['profile'];
  /** The company's own record, which a first profile starts from. */
  company?: Pick<Company, 'name' | 'tax_id'>;
}

/** "Datos de facturación": who the company is for DIAN, checked by the same rules the API applies. */
export function FiscalProfileForm({ companyId, queryCompanyId, profile, company }: FiscalProfileFormProps) {
  const save = useSaveFiscalProfile(companyId, queryCompanyId);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(fiscalProfileFormSchema),
    defaultValues: formValuesOf(profile, company),
  });

  const submit = handleSubmit((fields) => {
    setSavedMessage(null);
    save.mutate(fields, {
      onSuccess: (saved) => {
        reset(formValuesOf(saved.profile));
        setSavedMessage('Guardamos los datos de facturación.');
      },
    });
  });

  return (
    <form className="fiscal-profile" onSubmit={submit} noValidate aria-label="Datos de facturación">
      <section className="fiscal-profile__card" aria-labelledby="fiscal-profile-identity">
        <h2 id="fiscal-profile-identity" className="fiscal-profile__subheading">
          Identificación
        </h2>
        <div className="fiscal-profile__nit">
          <TextField
            control={control}
            name="nit"
            label="NIT"
            inputmode="numeric"
            autocomplete="off"
            hint="Solo los dígitos, sin puntos ni el dígito de verificación."
            required
          />
          <TextField
            control={control}
            name="checkDigit"
            label="Dígito de verificación (DV)"
            inputmode="numeric"
            autocomplete="off"
            required
          />
        </div>
        <TextField
          control={control}
          name="legalName"
          label="Razón social"
          autocomplete="organization"
          required
        />
        <SelectField
          control={control}
          name="personType"
          label="Tipo de persona"
          options={PERSON_TYPES.map((value) => ({ value, label: PERSON_TYPE_LABELS[value] }))}
          required
        />
      </section>

      <section className="fiscal-profile__card" aria-labelledby="fiscal-profile-taxes">
        <h2 id="fiscal-profile-taxes" className="fiscal-profile__subheading">
          Tributación
        </h2>
        <ResponsibilityChoices control={control} />
        <SelectField
          control={control}
          name="taxScheme"
          label="Tributo"
          options={TAX_SCHEMES.map((value) => ({ value, label: `${value} – ${TAX_SCHEME_LABELS[value]}` }))}
          required
        />
        <CheckboxField control={control} name="withholdsIncomeTax">
          Es agente de retención en la fuente
        </CheckboxField>
        <CheckboxField control={control} name="withholdsIca">
          Es agente de retención de ICA
        </CheckboxField>
      </section>

      <section className="fiscal-profile__card" aria-labelledby="fiscal-profile-contact">
        <h2 id="fiscal-profile-contact" className="fiscal-profile__subheading">
          Ubicación y envío
        </h2>
        <TextField
          control={control}
          name="municipalityCode"
          label="Código DANE del municipio"
          inputmode="numeric"
          autocomplete="off"
          hint="Cinco dígitos: departamento y municipio, por ejemplo 11001 para Bogotá o 05001 para Medellín."
          required
        />
        <TextField
          control={control}
          name="billingEmail"
          label="Correo para recibir las facturas"
          type="email"
          autocomplete="email"
          required
        />
      </section>

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

const RESPONSIBILITY_OPTIONS = RUT_RESPONSIBILITIES.map((code) => ({
  value: code,
  label: `${code} – ${RUT_RESPONSIBILITY_LABELS[code]}`,
}));

function ResponsibilityChoices({ control }: { control: FormControl }) {
  return (
    <CheckboxGroupField
      control={control}
      name="responsibilities"
      legend="Responsabilidades del RUT"
      options={RESPONSIBILITY_OPTIONS}
      className="fiscal-profile__choices"
    />
  );
}
