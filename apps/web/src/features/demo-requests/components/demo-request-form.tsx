import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEMO_MESSAGE_MAX_LENGTH,
  demoRequestSchema,
  EMPLOYEE_RANGE_LABELS,
  EMPLOYEE_RANGES,
} from '@travesia/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useCreateDemoRequest } from '../api/create-demo-request';
import { DemoRequestThanks } from './demo-request-thanks';

const TOO_MANY_REQUESTS_MESSAGE = 'Ya recibimos varias solicitudes desde tu conexión.';

// The select starts empty, so the form holds any text; the shared rule decides what is a valid range.
const demoRequestFormSchema = demoRequestSchema.extend({
  employees: z.string().pipe(demoRequestSchema.shape.employees),
});

const EMPLOYEE_OPTIONS = EMPLOYEE_RANGES.map((range) => ({
  value: range,
  label: EMPLOYEE_RANGE_LABELS[range],
}));

/** The public demo-request form; once sent, it gives way to the thank-you. */
export function DemoRequestForm() {
  const trapId = useId();
  const createRequest = useCreateDemoRequest();
  const { control, handleSubmit, register } = useForm({
    resolver: zodResolver(demoRequestFormSchema),
    defaultValues: { name: '', company: '', email: '', phone: '', employees: '', message: '', website: '' },
  });

  if (createRequest.isSuccess) {
    return <DemoRequestThanks name={createRequest.variables.name} message={createRequest.data.message} />;
  }

  const submit = handleSubmit((request) => createRequest.mutate(request));
  const isRateLimited = createRequest.error instanceof ApiError && createRequest.error.status === 429;

  return (
    <form className="demo-form" onSubmit={submit} noValidate aria-label="Solicitar una demo">
      {createRequest.isError && (
        <FormAlert tone="error">
          {isRateLimited && <strong>{TOO_MANY_REQUESTS_MESSAGE} </strong>}
          {getErrorMessage(createRequest.error)}
        </FormAlert>
      )}
      <TextField control={control} name="name" label="Nombre completo" autocomplete="name" required />
      <TextField control={control} name="company" label="Empresa" autocomplete="organization" required />
      <div className="demo-form__pair">
        <TextField
          control={control}
          name="email"
          label="Correo electrónico"
          type="email"
          inputmode="email"
          autocomplete="email"
          required
        />
        <TextField
          control={control}
          name="phone"
          label="Teléfono"
          type="tel"
          inputmode="tel"
          autocomplete="tel"
          hint="Celular o fijo de Colombia, o internacional con indicativo (+1 …)."
          required
        />
      </div>
      <SelectField
        control={control}
        name="employees"
        label="Número de empleados"
        placeholder="Elige un rango"
        options={EMPLOYEE_OPTIONS}
        required
      />
      <TextAreaField
        control={control}
        name="message"
        label="Mensaje (opcional)"
        hint="Cuéntanos cómo viaja tu equipo o qué quieres ver en la demo."
        rows={4}
        maxLength={DEMO_MESSAGE_MAX_LENGTH}
      />
      {/* Honeypot: off screen and out of the accessibility tree, so only bots fill it in. */}
      <div className="demo-form__trap" aria-hidden="true">
        <label htmlFor={trapId}>Sitio web</label>
        <input id={trapId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <SubmitButton label="Solicitar demo" isPending={createRequest.isPending} />
      <p className="demo-form__privacy">Usaremos tus datos solo para contactarte sobre la demo.</p>
    </form>
  );
}
