import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonSpinner } from '@ionic/react';
import { type OutOfPolicyReason, outOfPolicyReasonCreateSchema } from '@travesia/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { getErrorMessage } from '../../../lib/api-client';
import { useOutOfPolicyReasons } from '../../../lib/out-of-policy-reasons/list-out-of-policy-reasons';
import { useCreateOutOfPolicyReason } from '../api/create-out-of-policy-reason';
import { useUpdateOutOfPolicyReason } from '../api/update-out-of-policy-reason';

const reasonFormSchema = outOfPolicyReasonCreateSchema.pick({ code: true, label: true });
type ReasonFormInput = z.input<typeof reasonFormSchema>;
type ReasonFormOutput = z.output<typeof reasonFormSchema>;

interface OutOfPolicyReasonsSectionProps {
  companyId: number | undefined;
}

/** The reasons a traveller picks from when booking out of policy: add, edit, deactivate, reactivate. */
export function OutOfPolicyReasonsSection({ companyId }: OutOfPolicyReasonsSectionProps) {
  const headingId = useId();
  const reasons = useOutOfPolicyReasons(companyId, { includeInactive: true, isEnabled: true });
  const toggle = useUpdateOutOfPolicyReason();
  const [editedReason, setEditedReason] = useState<OutOfPolicyReason | null>(null);
  const [confirmedReason, setConfirmedReason] = useState<OutOfPolicyReason | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  function setActive(reason: OutOfPolicyReason, isActive: boolean) {
    setMessage(null);
    toggle.mutate(
      { id: reason.id, update: { is_active: isActive } },
      {
        onSuccess: (saved) =>
          setMessage(`El motivo «${saved.label}» quedó ${saved.is_active ? 'activo' : 'desactivado'}.`),
      },
    );
  }

  return (
    <section className="policies__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="policies__subheading">
        Motivos para reservar fuera de la política
      </h2>
      <p className="policies__hint">
        El viajero elige uno de estos motivos (y puede agregar un comentario) cuando su reserva queda fuera de
        la política.
      </p>
      {message && <FormAlert tone="success">{message}</FormAlert>}
      {toggle.error && <FormAlert tone="error">{getErrorMessage(toggle.error)}</FormAlert>}
      {reasons.isPending ? (
        <p className="policies__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando motivos...
        </p>
      ) : reasons.isError ? (
        <FormAlert tone="error">{getErrorMessage(reasons.error)}</FormAlert>
      ) : reasons.data.length === 0 ? (
        <p className="policies__status">
          Tu empresa aún no tiene motivos para reservar fuera de la política.
        </p>
      ) : (
        <ul className="policies__rows" aria-label="Motivos para reservar fuera de la política">
          {reasons.data.map((reason) => (
            <li key={reason.id} className="policies__row">
              {editedReason?.id === reason.id ? (
                <ReasonForm
                  reason={reason}
                  companyId={companyId}
                  onCancel={() => setEditedReason(null)}
                  onSaved={(saved) => {
                    setEditedReason(null);
                    setMessage(`El motivo «${saved.label}» quedó guardado.`);
                  }}
                />
              ) : (
                <>
                  <span className="policies__row-main">
                    <strong>{reason.label}</strong> <span className="policies__muted">· {reason.code}</span>{' '}
                    <span
                      className={`admin-list__state admin-list__state--${reason.is_active ? 'active' : 'inactive'}`}
                    >
                      {reason.is_active ? 'Activo' : 'Inactivo'}
                    </span>
                  </span>
                  <span className="policies__inline-actions">
                    <IonButton
                      fill="clear"
                      size="small"
                      aria-label={`Editar motivo ${reason.label}`}
                      onClick={() => {
                        setMessage(null);
                        setEditedReason(reason);
                      }}
                    >
                      Editar
                    </IonButton>
                    <IonButton
                      fill="clear"
                      size="small"
                      color={reason.is_active ? 'danger' : 'primary'}
                      disabled={toggle.isPending && toggle.variables?.id === reason.id}
                      aria-label={`${reason.is_active ? 'Desactivar' : 'Reactivar'} motivo ${reason.label}`}
                      onClick={() =>
                        reason.is_active ? setConfirmedReason(reason) : setActive(reason, true)
                      }
                    >
                      {reason.is_active ? 'Desactivar' : 'Reactivar'}
                    </IonButton>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3 className="policies__minor-heading">Nuevo motivo</h3>
      <ReasonForm
        reason={null}
        companyId={companyId}
        onSaved={(saved) => setMessage(`Se agregó el motivo «${saved.label}».`)}
      />
      <OnDemandAlert
        isOpen={confirmedReason !== null}
        header="Desactivar motivo"
        message={`«${confirmedReason?.label ?? ''}» dejará de aparecer en las reservas fuera de la política.`}
        buttons={[
          { text: 'Volver', role: 'cancel' },
          {
            text: 'Desactivar',
            role: 'destructive',
            handler: () => {
              if (confirmedReason) setActive(confirmedReason, false);
            },
          },
        ]}
        onDidDismiss={() => setConfirmedReason(null)}
      />
    </section>
  );
}

interface ReasonFormProps {
  /** The reason being edited, or null to add one. */
  reason: OutOfPolicyReason | null;
  companyId: number | undefined;
  onSaved: (reason: OutOfPolicyReason) => void;
  onCancel?: () => void;
}

function ReasonForm({ reason, companyId, onSaved, onCancel }: ReasonFormProps) {
  const create = useCreateOutOfPolicyReason();
  const update = useUpdateOutOfPolicyReason();
  const mutation = reason ? update : create;
  const { control, handleSubmit, reset } = useForm<ReasonFormInput, unknown, ReasonFormOutput>({
    resolver: zodResolver(reasonFormSchema),
    defaultValues: { code: reason?.code ?? '', label: reason?.label ?? '' },
  });
  const title = reason ? `Editar motivo ${reason.label}` : 'Nuevo motivo';

  function submit(values: ReasonFormOutput) {
    const onSuccess = (saved: OutOfPolicyReason) => {
      if (!reason) reset({ code: '', label: '' });
      onSaved(saved);
    };
    if (reason) update.mutate({ id: reason.id, update: values }, { onSuccess });
    else create.mutate({ ...values, company_id: companyId }, { onSuccess });
  }

  return (
    <form className="policies__inline-form" onSubmit={handleSubmit(submit)} noValidate aria-label={title}>
      {mutation.error && <FormAlert tone="error">{getErrorMessage(mutation.error)}</FormAlert>}
      <div className="policies__reason-grid">
        <TextField control={control} name="code" label="Código" hint="Por ejemplo: EVENTO" required />
        <TextField control={control} name="label" label="Motivo" required />
      </div>
      <div className="policies__inline-actions">
        <IonButton type="submit" size="small" disabled={mutation.isPending}>
          {reason ? 'Guardar motivo' : 'Agregar motivo'}
        </IonButton>
        {onCancel && (
          <IonButton type="button" size="small" fill="clear" onClick={onCancel}>
            Cancelar
          </IonButton>
        )}
      </div>
    </form>
  );
}
