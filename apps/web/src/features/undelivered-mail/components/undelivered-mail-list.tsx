import { IonButton } from '@ionic/react';
import { formatMoment, type UndeliveredMail } from '@travesia/domain';

interface UndeliveredMailListProps {
  mails: readonly UndeliveredMail[];
  /** The message being re-queued, whose button waits. */
  retryingId: number | null;
  onRetry: (mail: UndeliveredMail) => void;
}

function describeState(mail: UndeliveredMail): string {
  const attempts = mail.attempts === 1 ? '1 intento' : `${mail.attempts} intentos`;
  if (mail.status === 'dead') return `Descartado tras ${attempts}.`;
  const next = mail.nextAttemptAt ? ` Próximo intento: ${formatMoment(mail.nextAttemptAt)}.` : '';
  return `Reintentando (${attempts}).${next}`;
}

/** One card per e-mail: who it was for, what happened and, once given up on, the way to send it again. */
export function UndeliveredMailList({ mails, retryingId, onRetry }: UndeliveredMailListProps) {
  return (
    <ul className="undelivered-mail-list" aria-label="Correos no entregados">
      {mails.map((mail) => (
        <li key={mail.id} className="undelivered-mail-list__item">
          <article aria-labelledby={`undelivered-mail-${mail.id}`}>
            <h2 id={`undelivered-mail-${mail.id}`} className="undelivered-mail-list__subject">
              {mail.subject}
            </h2>
            <dl className="undelivered-mail-list__details">
              <div>
                <dt>Para</dt>
                <dd>{mail.to}</dd>
              </div>
              <div>
                <dt>Creado</dt>
                <dd>
                  <time dateTime={mail.createdAt}>{formatMoment(mail.createdAt)}</time>
                </dd>
              </div>
              <div>
                <dt>Estado</dt>
                <dd>{describeState(mail)}</dd>
              </div>
              {mail.error && (
                <div className="undelivered-mail-list__error">
                  <dt>Último error</dt>
                  <dd>{mail.error}</dd>
                </div>
              )}
            </dl>
            {mail.status === 'dead' && (
              <IonButton
                fill="outline"
                disabled={retryingId !== null}
                aria-label={`Reintentar el correo «${mail.subject}» para ${mail.to}`}
                onClick={() => onRetry(mail)}
              >
                {retryingId === mail.id ? 'Reintentando...' : 'Reintentar'}
              </IonButton>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
