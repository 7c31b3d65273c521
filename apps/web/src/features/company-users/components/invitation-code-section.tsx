import { IonButton, IonSpinner } from '@ionic/react';
import {
  formatInvitationCode,
  type InvitationCodeRules,
  type InvitationCodeSettings,
} from '@travesia/domain';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { IonToggle } from '../../../components/ionic/ion-toggle';
import { getErrorMessage } from '../../../lib/api-client';
import {
  useInvitationCode,
  useRotateInvitationCode,
  useUpdateInvitationCodeRules,
} from '../api/invitation-code';

/** The end of the chosen day in Bogotá, as the API takes an expiry; and back to the day for the field. */
const expiryOfDay = (day: string) => (day ? `${day}T23:59:59-05:00` : null);
const dayOfExpiry = (expiresAt: string | null) =>
  expiresAt
    ? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(expiresAt))
    : '';

function rulesOf(settings: InvitationCodeSettings): InvitationCodeRules {
  const { code: _code, uses: _uses, ...rules } = settings;
  return rules;
}

/**
 * The company's invitation code (decision 035): random, shown to the administrator to pass on, replaced by a new
 * one at will (the old one stops at once), switched off, bound to the company's domains, to a number of accounts
 * or to a date; the accounts it makes may wait for the administrator's approval.
 */
export function InvitationCodeSection({ companyId }: { companyId: number }) {
  const settings = useInvitationCode(companyId);
  const update = useUpdateInvitationCodeRules();
  const rotate = useRotateInvitationCode();
  const [isRotationAsked, setRotationAsked] = useState(false);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  function save(rules: InvitationCodeRules, message: string) {
    setSavedMessage(null);
    update.mutate({ companyId, rules }, { onSuccess: () => setSavedMessage(message) });
  }

  function saveBounds(event: FormEvent<HTMLFormElement>, current: InvitationCodeSettings) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const maxUses = String(form.get('maxUses') ?? '').trim();
    save(
      {
        ...rulesOf(current),
        domainsOnly: form.get('domainsOnly') === 'on',
        needsApproval: form.get('needsApproval') === 'on',
        maxUses: maxUses === '' ? null : Number(maxUses),
        expiresAt: expiryOfDay(String(form.get('expiresOn') ?? '')),
      },
      'Guardamos las reglas del código.',
    );
  }

  const error = update.error ?? rotate.error;
  return (
    <section className="company-users__card" aria-labelledby="invitation-code-title">
      <h2 id="invitation-code-title" className="admin-page__subheading">
        Código de invitación
      </h2>
      {settings.isPending ? (
        <p className="admin-page__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando...
        </p>
      ) : settings.isError ? (
        <FormAlert tone="error">{getErrorMessage(settings.error)}</FormAlert>
      ) : (
        <>
          {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
          {error && <FormAlert tone="error">{getErrorMessage(error)}</FormAlert>}
          {settings.data.code === null ? (
            <p className="admin-page__status">
              La empresa aún no tiene código. Genera uno para que quien lo tenga pueda pedir una cuenta.
            </p>
          ) : (
            <>
              <p className="invitation-code">
                <span className="invitation-code__label">Código actual</span>
                <output className="invitation-code__value" aria-label="Código de invitación actual">
                  {formatInvitationCode(settings.data.code)}
                </output>
              </p>
              <p className="admin-page__status">
                {settings.data.maxUses === null
                  ? `Creó ${settings.data.uses} ${settings.data.uses === 1 ? 'cuenta' : 'cuentas'}.`
                  : `Creó ${settings.data.uses} de ${settings.data.maxUses} cuentas permitidas.`}
              </p>
              <IonToggle
                checked={settings.data.enabled}
                disabled={update.isPending}
                justify="space-between"
                onIonChange={(event) =>
                  save(
                    { ...rulesOf(settings.data), enabled: event.detail.checked },
                    event.detail.checked
                      ? 'El código quedó activo.'
                      : 'El código quedó desactivado: ya no deja entrar a nadie.',
                  )
                }
              >
                Código activo
              </IonToggle>
            </>
          )}
          <IonButton
            className="invitation-code__rotate"
            fill="outline"
            size="small"
            disabled={rotate.isPending}
            onClick={() => (settings.data.code === null ? rotate.mutate(companyId) : setRotationAsked(true))}
          >
            {settings.data.code === null ? 'Generar código' : 'Generar un código nuevo'}
          </IonButton>
          {settings.data.code !== null && (
            <form
              key={JSON.stringify(rulesOf(settings.data))}
              className="invitation-code__rules"
              onSubmit={(event) => saveBounds(event, settings.data)}
              aria-label="Reglas del código de invitación"
            >
              <label className="checkbox-field__label">
                <input type="checkbox" name="domainsOnly" defaultChecked={settings.data.domainsOnly} />
                <span>Sirve solo con el correo de la empresa</span>
              </label>
              <label className="checkbox-field__label">
                <input type="checkbox" name="needsApproval" defaultChecked={settings.data.needsApproval} />
                <span>Las cuentas creadas con el código esperan mi aprobación</span>
              </label>
              <label className="invitation-code__field">
                <span>Máximo de cuentas (opcional)</span>
                <input
                  type="number"
                  name="maxUses"
                  min={1}
                  inputMode="numeric"
                  defaultValue={settings.data.maxUses ?? ''}
                />
              </label>
              <label className="invitation-code__field">
                <span>Vence el (opcional)</span>
                <input type="date" name="expiresOn" defaultValue={dayOfExpiry(settings.data.expiresAt)} />
              </label>
              <SubmitButton label="Guardar reglas" isPending={update.isPending} />
            </form>
          )}
        </>
      )}
      <OnDemandAlert
        isOpen={isRotationAsked}
        header="Generar un código nuevo"
        message="El código actual dejará de servir de inmediato, también para quienes ya lo recibieron."
        buttons={[
          { text: 'Cancelar', role: 'cancel' },
          {
            text: 'Generar',
            role: 'destructive',
            handler: () => {
              setSavedMessage(null);
              rotate.mutate(companyId, { onSuccess: () => setSavedMessage('Generamos un código nuevo.') });
            },
          },
        ]}
        onDidDismiss={() => setRotationAsked(false)}
      />
    </section>
  );
}
