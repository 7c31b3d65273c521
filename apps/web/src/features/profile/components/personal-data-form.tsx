import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_TYPE_LABELS,
  formatPhone,
  type PersonalDataUpdate,
  personalDataUpdateSchema,
  toIsoDate,
  USER_DOCUMENT_TYPES,
  type UserProfile,
} from '@travesia/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { NativeField } from '../../../components/form/native-field';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { GENDER_OPTIONS, useNationalityOptions } from '../../../components/form/traveller-options';
import { getErrorMessage } from '../../../lib/api-client';
import { useUpdatePersonalData } from '../api/update-personal-data';

type PersonalDataForm = z.input<typeof personalDataUpdateSchema>;
type PersonalDataOutput = z.output<typeof personalDataUpdateSchema>;

const DOCUMENT_OPTIONS = USER_DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: DOCUMENT_TYPE_LABELS[type],
}));

function toFormValues(profile: UserProfile): PersonalDataUpdate {
  return {
    firstname: profile.firstname,
    last_name: profile.last_name,
    phone: formatPhone(profile.phone),
    document: { type: profile.document.type, number: profile.document.number },
    gender: profile.gender ?? '',
    birthDate: profile.birthDate ?? '',
    nationality: profile.nationality ?? '',
  };
}

/** The traveller may keep each of their travel details or not: an empty choice leaves it unkept. */
const UNKEPT_OPTION = { value: '', label: 'Sin indicar' };

/**
 * Name, phone and identity document, and the sex, birth date and nationality that prefill the traveller's flight
 * bookings (checked as the passenger step checks them); the e-mail and the role are managed by the company.
 */
export function PersonalDataForm({ profile }: { profile: UserProfile }) {
  const update = useUpdatePersonalData();
  const [isSaved, setSaved] = useState(false);
  const { control, handleSubmit } = useForm<PersonalDataForm, unknown, PersonalDataOutput>({
    resolver: zodResolver(personalDataUpdateSchema),
    defaultValues: toFormValues(profile),
  });
  const nationalities = useNationalityOptions(
    useMemo(() => (profile.nationality ? [profile.nationality] : []), [profile.nationality]),
  );

  return (
    <form
      className="profile-form"
      noValidate
      aria-labelledby="personal-data-heading"
      onSubmit={handleSubmit((data) => {
        setSaved(false);
        update.mutate(data, { onSuccess: () => setSaved(true) });
      })}
    >
      <h2 id="personal-data-heading" className="profile-section__title">
        Datos personales
      </h2>
      {isSaved && <FormAlert tone="success">Guardamos tus datos.</FormAlert>}
      {update.error && <FormAlert tone="error">{getErrorMessage(update.error)}</FormAlert>}
      <div className="profile-form__grid">
        <TextField control={control} name="firstname" label="Nombre" autocomplete="given-name" required />
        <TextField control={control} name="last_name" label="Apellidos" autocomplete="family-name" required />
        <SelectField
          control={control}
          name="document.type"
          label="Tipo de documento"
          options={DOCUMENT_OPTIONS}
          required
        />
        <TextField
          control={control}
          name="document.number"
          label="Número de documento"
          inputmode="numeric"
          hint="Solo números, sin puntos ni espacios."
          required
        />
        <TextField control={control} name="phone" label="Teléfono" type="tel" autocomplete="tel" required />
      </div>
      <h3 className="profile-section__subtitle">Para tus vuelos</h3>
      <p className="profile-section__text">
        Como figuran en tu documento. Llenamos con ellos tus reservas de vuelos, y los guardamos cuando
        reservas para ti.
      </p>
      <div className="profile-form__grid">
        <SelectField
          control={control}
          name="gender"
          label="Sexo (como figura en el documento)"
          options={[UNKEPT_OPTION, ...GENDER_OPTIONS]}
        />
        <NativeField control={control} name="birthDate" label="Fecha de nacimiento">
          {(controlProps) => <input {...controlProps} type="date" max={toIsoDate(new Date())} />}
        </NativeField>
        <SelectField
          control={control}
          name="nationality"
          label="Nacionalidad"
          options={[UNKEPT_OPTION, ...nationalities]}
        />
      </div>
      <p className="profile-form__email">
        Correo electrónico: <strong>{profile.email}</strong>
      </p>
      <SubmitButton label="Guardar datos" isPending={update.isPending} />
    </form>
  );
}
