import { zodResolver } from '@hookform/resolvers/zod';
import { budgetSchema, type CostCenterAdmin, costCenterCreateSchema, parsePesosText } from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';

const fields = costCenterCreateSchema.shape;
const BUDGET_MESSAGE = 'El presupuesto debe ser un valor en pesos, sin decimales, mayor o igual a cero.';

/** Whole pesos with or without thousands dots (12.500.000); an empty field means no budget. */
const budgetText = z
  .string()
  .trim()
  .transform((text, context) => {
    if (text === '') return null;
    const pesos = parsePesosText(text.replace(/^\$\s*/, ''));
    if (Number.isNaN(pesos)) {
      context.addIssue({ code: 'custom', message: BUDGET_MESSAGE });
      return z.NEVER;
    }
    return pesos;
  })
  .pipe(budgetSchema);

const costCenterFormSchema = z.object({
  code: fields.code,
  name: fields.name,
  budget: budgetText,
  isActive: z.boolean(),
});
type CostCenterFormInput = z.input<typeof costCenterFormSchema>;
export type CostCenterFormOutput = z.output<typeof costCenterFormSchema>;

function toFormValues(center: CostCenterAdmin | null): CostCenterFormInput {
  return {
    code: center?.code ?? '',
    name: center?.name ?? '',
    budget: center?.budget == null ? '' : String(center.budget),
    isActive: center?.isActive ?? true,
  };
}

interface CostCenterFormProps {
  /** The center being edited, or null to create one. */
  center: CostCenterAdmin | null;
  isPending: boolean;
  errorMessage: string | null;
  onSubmit: (center: CostCenterFormOutput) => void;
}

/** Code, name, yearly budget and state of a cost center; the rules and messages are the API's. */
export function CostCenterForm({ center, isPending, errorMessage, onSubmit }: CostCenterFormProps) {
  const { control, handleSubmit } = useForm<CostCenterFormInput, unknown, CostCenterFormOutput>({
    resolver: zodResolver(costCenterFormSchema),
    defaultValues: toFormValues(center),
  });
  const title = center ? `Editar ${center.code} ${center.name}` : 'Nuevo centro de costos';

  return (
    <form className="cost-center-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label={title}>
      {errorMessage && <FormAlert tone="error">{errorMessage}</FormAlert>}
      <div className="cost-center-form__grid">
        <TextField
          control={control}
          name="code"
          label="Código"
          hint="Letras, números o guiones, por ejemplo OPS-100."
          required
        />
        <TextField control={control} name="name" label="Nombre" required />
      </div>
      <TextField
        control={control}
        name="budget"
        label="Presupuesto anual (COP)"
        inputmode="numeric"
        hint="En pesos, sin decimales. Déjalo vacío si el centro no tiene presupuesto."
      />
      <CheckboxField control={control} name="isActive">
        Activo (los viajeros pueden elegirlo al reservar)
      </CheckboxField>
      <SubmitButton label={center ? 'Guardar cambios' : 'Crear centro de costos'} isPending={isPending} />
    </form>
  );
}
