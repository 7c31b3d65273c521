import '../provisioning.css';
import { IonButton, IonSpinner } from '@ionic/react';
import { formatMoment } from '@travesia/domain';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { getErrorMessage } from '../../../lib/api-client';
import { useIssueScimToken, useScimToken } from '../api/scim-token';

type CopyState = 'copied' | 'failed' | null;

/** A value to paste into the directory, with a button that copies it and says whether it did. */
function CopyableValue({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const labelId = useId();
  const [state, setState] = useState<CopyState>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="scim-token__field">
      <span id={labelId} className="scim-token__label">
        {label}
      </span>
      <div className="scim-token__value-row">
        <output className="scim-token__value" aria-labelledby={labelId}>
          {value}
        </output>
        <IonButton fill="outline" size="small" onClick={copy}>
          {copyLabel}
        </IonButton>
      </div>
      <p className="scim-token__text" role="status">
        {state === 'copied'
          ? 'Copiado.'
          : state === 'failed'
            ? 'No pudimos copiarlo: selecciónalo y cópialo a mano.'
            : ''}
      </p>
    </div>
  );
}

/**
 * The company's SCIM provisioning (decision 046): the base URL and the bearer token its directory (Microsoft Entra
 * ID, Okta, Google) connects with. The token is shown once, when generated; a new one ends the one before, so
 * rotating asks first. Mounted in the administrador's sign-in settings, for one company.
 */
export function ScimTokenSection({ companyId }: { companyId: number }) {
  const status = useScimToken(companyId);
  const issue = useIssueScimToken();
  const [isRotationAsked, setRotationAsked] = useState(false);
  const [newToken, setNewToken] = useState<string | null>(null);

  function generate() {
    setNewToken(null);
    issue.mutate(companyId, { onSuccess: ({ token }) => setNewToken(token) });
  }

  const current = status.data?.current ?? null;
  return (
    <section className="scim-token" aria-labelledby="scim-token-title">
      <h2 id="scim-token-title" className="scim-token__title">
        Aprovisionamiento de usuarios (SCIM)
      </h2>
      <p className="scim-token__text">
        El directorio de la empresa (Microsoft Entra ID, Okta, Google) crea, actualiza y desactiva aquí a sus
        usuarios y grupos de viaje. Copia en él la URL de SCIM y el token.
      </p>
      {status.isPending ? (
        <p className="scim-token__text" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando...
        </p>
      ) : status.isError ? (
        <FormAlert tone="error">{getErrorMessage(status.error)}</FormAlert>
      ) : (
        <>
          <CopyableValue label="URL de SCIM" value={status.data.baseUrl} copyLabel="Copiar URL" />
          <p className="scim-token__text">
            {current === null
              ? 'La empresa aún no tiene token SCIM.'
              : `Token generado el ${formatMoment(current.createdAt)}. ${
                  current.lastUsedAt === null
                    ? 'El directorio aún no lo ha usado.'
                    : `Último uso: ${formatMoment(current.lastUsedAt)}.`
                }`}
          </p>
          {issue.isError && <FormAlert tone="error">{getErrorMessage(issue.error)}</FormAlert>}
          {newToken !== null && (
            <div className="scim-token__new">
              <FormAlert tone="success">
                Copia el token ahora y pégalo en el directorio: no se volverá a mostrar.
              </FormAlert>
              <CopyableValue label="Token SCIM nuevo" value={newToken} copyLabel="Copiar token" />
            </div>
          )}
          <div className="scim-token__actions">
            <IonButton
              fill="outline"
              size="small"
              disabled={issue.isPending}
              onClick={() => (current === null ? generate() : setRotationAsked(true))}
            >
              {current === null ? 'Generar token' : 'Rotar token'}
            </IonButton>
            {newToken !== null && (
              <IonButton fill="clear" size="small" onClick={() => setNewToken(null)}>
                Ya lo copié
              </IonButton>
            )}
          </div>
        </>
      )}
      <OnDemandAlert
        isOpen={isRotationAsked}
        header="Rotar token"
        message="El token actual dejará de servir de inmediato: el directorio no podrá aprovisionar hasta que le pegues el nuevo."
        buttons={[
          { text: 'Cancelar', role: 'cancel' },
          { text: 'Rotar', role: 'destructive', handler: generate },
        ]}
        onDidDismiss={() => setRotationAsked(false)}
      />
    </section>
  );
}
