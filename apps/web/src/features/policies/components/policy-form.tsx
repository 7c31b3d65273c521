import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import {
  type AdminPolicy,
  POLICY_KIND_LABELS,
  POLICY_KINDS,
  POLICY_TYPE_LABELS,
  POLICY_TYPES,
  type PolicyKind,
  parseWholeNumberText,
  pesosText,
  policyCreateSchema,
  type TravelGroup,
} from '@travesia/domain';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';

const fields = policyCreateSchema.shape;

/** Whole days as typed; anything else becomes NaN so that the shared schema reports it. */
const daysText = z.string().trim().transform(parseWholeNumberText);

/** An optional choice: '' is none (null). */
const optionalNumber = z.string().transform((text) => (text === '' ? null : Number(text)));

const policyFormSchema = z
  .object({
    kind: fields.kind,
    type: fields.type,
    time_min: daysText.pipe(fields.time_min),
    price_max: z.pipe(pesosText, fields.price_max),
    stars_max: optionalNumber,
    group_id: optionalNumber,
  })
  // The star cap is a hotel rule; the field is hidden for flights and what it held is dropped.
  .transform((policy) => ({ ...policy, stars_max: policy.kind === 'hotel' ? policy.stars_max : null }));
type PolicyFormInput = z.input<typeof policyFormSchema>;
export type PolicyFormValues = z.output<typeof policyFormSchema>;

function toFormValues(policy: AdminPolicy | null): PolicyFormInput {
  return {
    kind: policy?.kind ?? 'hotel',
    type: policy?.type ?? 'NACIONAL',
    time_min: policy ? String(policy.time_min) : '',
    price_max: policy ? String(policy.price_max) : '',
    stars_max: policy?.stars_max ? String(policy.stars_max) : '',
    group_id: policy?.group_id ? String(policy.group_id) : '',
  };
}

const KIND_OPTIONS = POLICY_KINDS.map((kind) => ({ value: kind, label: POLICY_KIND_LABELS[kind] }));
const TYPE_OPTIONS = POLICY_TYPES.map((type) => ({ value: type, label: POLICY_TYPE_LABELS[type] }));
const STAR_OPTIONS = [
  { value: '', label: 'Sin límite de categoría' },
  ...[1, 2, 3, 4, 5].map((stars) => ({
    value: String(stars),
    label: stars === 1 ? 'Hasta 1 estrella' : `Hasta ${stars} estrellas`,
  })),
];
const PRICE_HINTS: Record<PolicyKind, string> = {
  hotel: 'En pesos, sin decimales, por noche de hotel.',
  flight: 'En pesos, sin decimales, por tiquete de un adulto.',
};

interface PolicyFormProps {
  /** The rule being edited, or null to create one. */
  policy: AdminPolicy | null;
  groups: readonly TravelGroup[];
  isPending: boolean;
  errorMessage: string | null;
  onSubmit: (values: PolicyFormValues) => void;
  cancelPath: string;
}

/** Creates or edits a rule; every field is checked with the API's own rules and Spanish messages. */
export function PolicyForm({
  policy,
  groups,
  isPending,
  errorMessage,
  onSubmit,
  cancelPath,
}: PolicyFormProps) {
  const { control, handleSubmit } = useForm<PolicyFormInput, unknown, PolicyFormValues>({
    resolver: zodResolver(policyFormSchema),
    defaultValues: toFormValues(policy),
  });
  const kind = useWatch({ control, name: 'kind' }) as PolicyKind;
  const groupOptions = [
    { value: '', label: 'Toda la empresa' },
    ...groups.map((group) => ({ value: String(group.id), label: `Grupo ${group.name}` })),
  ];
  const title = policy ? 'Editar política de viaje' : 'Nueva política de viaje';

  return (
    <form className="policy-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label={title}>
      {errorMessage && <FormAlert tone="error">{errorMessage}</FormAlert>}
      <div className="policy-form__grid">
        <SelectField control={control} name="kind" label="Servicio" options={KIND_OPTIONS} required />
        <SelectField
          control={control}
          name="type"
          label="Alcance del viaje"
          options={TYPE_OPTIONS}
          required
        />
        <TextField
          control={control}
          name="time_min"
          label="Anticipación mínima (días)"
          inputmode="numeric"
          hint="Días entre la compra y el viaje, de 0 a 365."
          required
        />
        <TextField
          control={control}
          name="price_max"
          label="Precio máximo (COP)"
          inputmode="numeric"
          hint={PRICE_HINTS[kind] ?? PRICE_HINTS.hotel}
          required
        />
        {kind === 'hotel' && (
          <SelectField control={control} name="stars_max" label="Categoría máxima" options={STAR_OPTIONS} />
        )}
        <SelectField control={control} name="group_id" label="Aplica a" options={groupOptions} />
      </div>
      <SubmitButton label={policy ? 'Guardar cambios' : 'Crear política'} isPending={isPending} />
      <IonButton fill="clear" expand="block" routerLink={cancelPath} routerDirection="back">
        Cancelar
      </IonButton>
    </form>
  );
}
