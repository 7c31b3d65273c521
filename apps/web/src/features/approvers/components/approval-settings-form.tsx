import '../../../components/card/card.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPROVAL_DEADLINE_OUTCOME_LABELS,
  APPROVAL_DEADLINE_OUTCOMES,
  APPROVAL_MODE_LABELS,
  APPROVAL_MODES,
  APPROVAL_SCOPE_LABELS,
  APPROVAL_SCOPES,
  type ApprovalSettings,
  approvalSettingsSchema,
} from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';

const fields = approvalSettingsSchema.shape;

/** Form text in, API body out: the hours are typed as text and checked by the shared rule. */
const settingsFormSchema = z.object({
  approvalMode: fields.approvalMode,
  approvalScope: fields.approvalScope,
  approvalDeadlineHours: z
    .string()
    .trim()
    .transform((text) => (/^\d+$/.test(text) ? Number(text) : Number.NaN))
    .pipe(fields.approvalDeadlineHours),
  approvalDeadlineOutcome: fields.approvalDeadlineOutcome,
});
type SettingsFormInput = z.input<typeof settingsFormSchema>;

const MODE_OPTIONS = APPROVAL_MODES.map((mode) => ({ value: mode, label: APPROVAL_MODE_LABELS[mode] }));
const SCOPE_OPTIONS = APPROVAL_SCOPES.map((scope) => ({ value: scope, label: APPROVAL_SCOPE_LABELS[scope] }));
const OUTCOME_OPTIONS = APPROVAL_DEADLINE_OUTCOMES.map((outcome) => ({
  value: outcome,
  label: APPROVAL_DEADLINE_OUTCOME_LABELS[outcome],
}));

interface ApprovalSettingsFormProps {
  settings: ApprovalSettings;
  isPending: boolean;
  errorMessage: string | null;
  savedMessage: string | null;
  onSubmit: (settings: ApprovalSettings) => void;
}

/** Which trips wait for an approver, and what happens when nobody decides in time. */
export function ApprovalSettingsForm({
  settings,
  isPending,
  errorMessage,
  savedMessage,
  onSubmit,
}: ApprovalSettingsFormProps) {
  const { control, handleSubmit } = useForm<SettingsFormInput, unknown, ApprovalSettings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: { ...settings, approvalDeadlineHours: String(settings.approvalDeadlineHours) },
  });
  return (
    <form
      className="card approvers__card"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="approval-settings-title"
    >
      <h2 id="approval-settings-title">Configuración de aprobaciones</h2>
      {errorMessage && <FormAlert tone="error">{errorMessage}</FormAlert>}
      {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
      <SelectField
        control={control}
        name="approvalMode"
        label="Requieren aprobación"
        options={MODE_OPTIONS}
        required
      />
      <SelectField
        control={control}
        name="approvalScope"
        label="Un viaje con vuelo y hotel se aprueba"
        options={SCOPE_OPTIONS}
        required
      />
      <TextField
        control={control}
        name="approvalDeadlineHours"
        label="Plazo para decidir (horas)"
        inputmode="numeric"
        hint="Entre 1 y 720 horas desde que se crea la reserva."
        required
      />
      <SelectField
        control={control}
        name="approvalDeadlineOutcome"
        label="Si nadie decide a tiempo"
        options={OUTCOME_OPTIONS}
        required
      />
      <SubmitButton label="Guardar configuración" isPending={isPending} />
    </form>
  );
}
