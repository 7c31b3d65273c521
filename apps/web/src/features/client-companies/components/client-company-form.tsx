import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLIENT_COMPANY_MESSAGES,
  type ClientCompanyCreateInput,
  clientCompanyCreateSchema,
  isEmailOfDomains,
  splitDomains,
} from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';

const fields = clientCompanyCreateSchema.shape;
const adminFields = fields.admin.shape;

/** The domains typed in one field, checked by the request's rule with its message on that field. */
const domainsText = z.string().transform((text, context) => {
  const domains = fields.email_domains.safeParse(splitDomains(text));
  if (domains.success) return domains.data;
  context.addIssue({ code: 'custom', message: domains.error.issues[0]?.message ?? '' });
  return z.NEVER;
});

/** The request's own rules, field by field, then the request itself. */
const clientCompanyFormSchema = z
  .object({
    name: fields.name,
    tax_id: fields.tax_id,
    city: fields.city,
    domains: domainsText,
    firstname: adminFields.firstname,
    last_name: adminFields.last_name,
    email: adminFields.email,
  })
  .refine((form) => isEmailOfDomains(form.email, form.domains), {
    error: CLIENT_COMPANY_MESSAGES.adminOfOtherDomain,
    path: ['email'],
  })
  .transform(
    (form): ClientCompanyCreateInput => ({
      name: form.name,
      tax_id: form.tax_id,
      city: form.city,
      email_domains: form.domains,
      admin: { firstname: form.firstname, last_name: form.last_name, email: form.email },
    }),
  );

export type ClientCompanyFormInput = z.input<typeof clientCompanyFormSchema>;

interface ClientCompanyFormProps {
  initial: ClientCompanyFormInput;
  isPending: boolean;
  errorMessage: string | null;
  onSubmit: (company: ClientCompanyCreateInput) => void;
}

/** The company's name, NIT, city and e-mail domains, and who its first administrador is. */
export function ClientCompanyForm({ initial, isPending, errorMessage, onSubmit }: ClientCompanyFormProps) {
  const { control, handleSubmit } = useForm<ClientCompanyFormInput, unknown, ClientCompanyCreateInput>({
    defaultValues: initial,
    resolver: zodResolver(clientCompanyFormSchema),
  });

  return (
    <form
      className="client-company-form"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Nueva empresa cliente"
    >
      {errorMessage && <FormAlert tone="error">{errorMessage}</FormAlert>}
      <fieldset className="client-company-form__group">
        <legend>Empresa</legend>
        <TextField control={control} name="name" label="Razón social" autocomplete="organization" required />
        <div className="client-company-form__grid">
          <TextField
            control={control}
            name="tax_id"
            label="NIT"
            hint="Con su dígito de verificación, por ejemplo 900123456-8."
            required
          />
          <TextField control={control} name="city" label="Ciudad" required />
        </div>
        <TextField
          control={control}
          name="domains"
          label="Dominios de correo"
          hint="Los de la empresa, separados por comas: sus empleados se registran con ellos."
          required
        />
      </fieldset>
      <fieldset className="client-company-form__group">
        <legend>Primer administrador</legend>
        <p className="client-company-form__note">
          Le enviamos una invitación para crear su cuenta; desde ella configura políticas, centros de costos y
          medios de pago.
        </p>
        <div className="client-company-form__grid">
          <TextField control={control} name="firstname" label="Nombre" autocomplete="given-name" required />
          <TextField
            control={control}
            name="last_name"
            label="Apellido"
            autocomplete="family-name"
            required
          />
        </div>
        <TextField control={control} name="email" label="Correo electrónico" type="email" required />
      </fieldset>
      <SubmitButton label="Crear empresa e invitar" isPending={isPending} />
    </form>
  );
}
