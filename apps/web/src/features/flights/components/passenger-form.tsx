import '../../../components/card/card.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  type FlightPassenger,
  findPassengerProblem,
  findTravelDocumentProblem,
  flightPassengerSchema,
  type Gender,
  isIsoDate,
  PASSENGER_TYPE_LABELS,
  type PassengerType,
} from '@travesia/domain';
import { useMemo } from 'react';
import { type Control, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { NativeField } from '../../../components/form/native-field';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { GENDER_OPTIONS, useNationalityOptions } from '../../../components/form/traveller-options';
import { useDraftDefaults, useKeepDraft } from '../../../lib/form-draft/form-draft';

export interface PassengerFormValues {
  type: PassengerType;
  documentType: DocumentType;
  documento: string;
  firstname: string;
  last_name: string;
  /** Empty until chosen: nothing is assumed, only the signed-in traveller's own kept in their profile. */
  gender: Gender | '';
  birthDate: string;
  /** Asked on international trips only; empty otherwise. */
  documentExpiry: string;
  /** The country that issued the document (international trips); the nationality's by default. */
  documentCountry: string;
  nationality: string;
  email: string;
  phone: string;
}

export interface PassengersFormValues {
  passengers: PassengerFormValues[];
}

/** A kept draft of the step: every passenger as typed (a party of another size is a new booking, with a new key). */
const passengersDraftSchema: z.ZodType<Partial<PassengersFormValues>> = z.object({
  passengers: z.array(
    z.object({
      type: flightPassengerSchema.shape.type,
      documentType: flightPassengerSchema.shape.documentType,
      documento: z.string(),
      firstname: z.string(),
      last_name: z.string(),
      gender: z.union([z.literal(''), flightPassengerSchema.shape.gender]),
      birthDate: z.string(),
      documentExpiry: z.string(),
      documentCountry: z.string(),
      nationality: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
  ),
});

const passengerFields = flightPassengerSchema.shape;

/**
 * The shared passenger schema checks each field; what depends on the trip is added here: the age on
 * the last flight against the passenger type (spec §9), and the contact details of the first adult.
 */
function passengersFormSchema(lastFlightDate: string, today: string, isInternational: boolean) {
  const passengerSchema = z.object({
    type: passengerFields.type,
    documentType: passengerFields.documentType,
    documento: passengerFields.documento,
    firstname: passengerFields.firstname,
    last_name: passengerFields.last_name,
    // The select starts empty; an empty choice is refused below, so the other messages still show.
    gender: z.union([z.literal(''), passengerFields.gender]),
    birthDate: z.string().min(1, { error: 'Indica la fecha de nacimiento.' }),
    documentExpiry: z.string(),
    documentCountry: z.string(),
    nationality: passengerFields.nationality,
    email: z.string().trim(),
    phone: z.string().trim(),
  });
  return z.object({ passengers: z.array(passengerSchema) }).superRefine(({ passengers }, context) => {
    passengers.forEach((passenger, index) => {
      const issue = (field: keyof PassengerFormValues, message: string) =>
        context.addIssue({ code: 'custom', path: ['passengers', index, field], message });
      const gender = passengerFields.gender.safeParse(passenger.gender);
      if (!gender.success) issue('gender', gender.error.issues[0]?.message ?? '');
      if (passenger.birthDate) {
        const problem = isIsoDate(passenger.birthDate)
          ? findPassengerProblem(passenger, lastFlightDate, today)
          : 'La fecha de nacimiento debe tener el formato AAAA-MM-DD.';
        if (problem) issue('birthDate', problem);
      }
      const documentProblem = findTravelDocumentProblem(
        { documentExpiry: passenger.documentExpiry || undefined },
        isInternational,
        lastFlightDate,
      );
      if (documentProblem) issue('documentExpiry', documentProblem);
      const isContact = index === 0;
      if (passenger.email) {
        const parsed = passengerFields.email.safeParse(passenger.email);
        if (!parsed.success) issue('email', parsed.error.issues[0]?.message ?? '');
      } else if (isContact) {
        issue('email', 'Indica el correo del pasajero de contacto.');
      }
      if (passenger.phone) {
        const parsed = passengerFields.phone.safeParse(passenger.phone);
        if (!parsed.success) issue('phone', parsed.error.issues[0]?.message ?? '');
      } else if (isContact) {
        issue('phone', 'Indica el teléfono del pasajero de contacto.');
      }
    });
  });
}

/**
 * Empty optional fields are left out rather than sent blank; a phone (checked above) is kept in E.164, as the API
 * stores it, so the booking in progress reads it back without the phone check (flight-booking-store.ts).
 */
function toFlightPassengers({ passengers }: PassengersFormValues): FlightPassenger[] {
  return passengers.map(({ email, phone, gender, documentExpiry, documentCountry, ...passenger }) => ({
    ...passenger,
    // Never empty here: the form schema refused an empty choice.
    gender: passengerFields.gender.parse(gender),
    ...(documentExpiry ? { documentExpiry, documentCountry: documentCountry || passenger.nationality } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone: passengerFields.phone.parse(phone) } : {}),
  }));
}

const DOCUMENT_OPTIONS = DOCUMENT_TYPES.map((code) => ({ value: code, label: DOCUMENT_TYPE_LABELS[code] }));

const AGE_HINTS: Record<PassengerType, string> = {
  adult: '13 años o más en la fecha del último vuelo.',
  child: 'Entre 2 y 12 años en la fecha del último vuelo.',
  infant: 'Menos de 2 años en la fecha del último vuelo; viaja en brazos de un adulto.',
};

interface DateFieldProps {
  control: Control<PassengersFormValues>;
  name: FieldPath<PassengersFormValues>;
  label: string;
  hint: string;
  min?: string;
  max?: string;
}

/** A date of the travel document or of birth: a native date input, with the rule it must meet as its hint. */
function DateField({ min, max, ...field }: DateFieldProps) {
  return (
    <NativeField {...field}>
      {(controlProps) => <input {...controlProps} type="date" min={min} max={max} required />}
    </NativeField>
  );
}

interface PassengerFieldsProps {
  control: Control<PassengersFormValues>;
  index: number;
  type: PassengerType;
  nationalities: readonly { value: string; label: string }[];
  today: string;
  /** The document's expiry is asked only then (and must cover the last flight). */
  isInternational: boolean;
  lastFlightDate: string;
}

/** One passenger's section; the first adult is also the contact, so e-mail and phone are required. */
function PassengerFields({
  control,
  index,
  type,
  nationalities,
  today,
  isInternational,
  lastFlightDate,
}: PassengerFieldsProps) {
  const isContact = index === 0;
  const field = <Name extends keyof PassengerFormValues>(name: Name) =>
    `passengers.${index}.${name}` as const;
  return (
    <fieldset className="card passenger-form__passenger">
      <legend>
        Pasajero {index + 1}: {PASSENGER_TYPE_LABELS[type]}
        {isContact && <span className="passenger-form__contact"> (contacto)</span>}
      </legend>
      <div className="passenger-form__grid">
        <SelectField
          control={control}
          name={field('documentType')}
          label="Tipo de documento"
          options={DOCUMENT_OPTIONS}
          required
        />
        <TextField control={control} name={field('documento')} label="Número de documento" required />
        {isInternational && (
          <>
            <DateField
              control={control}
              name={field('documentExpiry')}
              label="Vencimiento del documento"
              hint="Debe estar vigente el día del último vuelo; muchos países piden seis meses más."
              min={lastFlightDate}
            />
            <SelectField
              control={control}
              name={field('documentCountry')}
              label="País que emitió el documento"
              placeholder="Como la nacionalidad"
              options={nationalities}
            />
          </>
        )}
        <TextField
          control={control}
          name={field('firstname')}
          label="Nombres"
          autocomplete={isContact ? 'given-name' : 'off'}
          required
        />
        <TextField
          control={control}
          name={field('last_name')}
          label="Apellidos"
          autocomplete={isContact ? 'family-name' : 'off'}
          required
        />
        <SelectField
          control={control}
          name={field('gender')}
          label="Sexo (como figura en el documento)"
          placeholder="Elige una opción"
          options={GENDER_OPTIONS}
          required
        />
        <DateField
          control={control}
          name={field('birthDate')}
          label="Fecha de nacimiento"
          hint={AGE_HINTS[type]}
          max={today}
        />
        <SelectField
          control={control}
          name={field('nationality')}
          label="Nacionalidad"
          options={nationalities}
          required
        />
        {type === 'adult' && (
          <>
            <TextField
              control={control}
              name={field('email')}
              label={isContact ? 'Correo electrónico' : 'Correo electrónico (opcional)'}
              type="email"
              inputmode="email"
              autocomplete={isContact ? 'email' : 'off'}
              required={isContact}
            />
            <TextField
              control={control}
              name={field('phone')}
              label={isContact ? 'Teléfono' : 'Teléfono (opcional)'}
              type="tel"
              autocomplete={isContact ? 'tel' : 'off'}
              required={isContact}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}

interface PassengersFormProps {
  defaultValues: PassengerFormValues[];
  /** YYYY-MM-DD of the last flight: ages and documents are checked on it. */
  lastFlightDate: string;
  /** A trip abroad asks each passenger's travel document expiry. */
  isInternational: boolean;
  today: string;
  /** Where this booking keeps the passengers typed across a reload. */
  draftKey: string;
  onSubmit: (passengers: FlightPassenger[]) => void;
}

/** /booking-one: one section per passenger (adults, then children, then infants). */
export function PassengersForm({
  defaultValues,
  lastFlightDate,
  isInternational,
  today,
  draftKey,
  onSubmit,
}: PassengersFormProps) {
  const schema = useMemo(
    () => passengersFormSchema(lastFlightDate, today, isInternational),
    [lastFlightDate, today, isInternational],
  );
  const initial = useDraftDefaults(draftKey, { passengers: defaultValues }, passengersDraftSchema);
  const { control, handleSubmit, watch } = useForm<PassengersFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  useKeepDraft(draftKey, watch);
  const { fields } = useFieldArray({ control, name: 'passengers' });
  const nationalities = useNationalityOptions(
    useMemo(() => defaultValues.map((passenger) => passenger.nationality), [defaultValues]),
  );

  return (
    <form
      className="passenger-form"
      onSubmit={handleSubmit((values) => onSubmit(toFlightPassengers(values)))}
      noValidate
      aria-label="Datos de los pasajeros"
    >
      {fields.map((passenger, index) => (
        <PassengerFields
          key={passenger.id}
          control={control}
          index={index}
          type={passenger.type}
          nationalities={nationalities}
          today={today}
          isInternational={isInternational}
          lastFlightDate={lastFlightDate}
        />
      ))}
      <SubmitButton label="Continuar" isPending={false} />
    </form>
  );
}
