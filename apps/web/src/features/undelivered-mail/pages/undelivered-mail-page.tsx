import '../undelivered-mail.css';
import { IonSpinner } from '@ionic/react';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useUndeliveredMail } from '../api/list-undelivered-mail';
import { useRetryUndeliveredMail } from '../api/retry-undelivered-mail';
import { UndeliveredMailList } from '../components/undelivered-mail-list';

const TITLE = 'Correos no entregados';

/** /undelivered-mail: the operador sees the e-mails the mail server refused or never answered, and re-sends them. */
export function UndeliveredMailPage() {
  return (
    <PageLayout title={TITLE}>
      <h1>{TITLE}</h1>
      <UndeliveredMailBrowser />
    </PageLayout>
  );
}

function UndeliveredMailBrowser() {
  const mails = useUndeliveredMail({ isEnabled: true });
  const retry = useRetryUndeliveredMail();

  if (mails.isPending) {
    return (
      <p className="undelivered-mail__status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Cargando correos no entregados...
      </p>
    );
  }
  if (mails.isError) return <FormAlert tone="error">{getErrorMessage(mails.error)}</FormAlert>;

  const { data } = mails.data;
  return (
    <section className="undelivered-mail" aria-busy={mails.isFetching}>
      {retry.isError && <FormAlert tone="error">{getErrorMessage(retry.error)}</FormAlert>}
      {retry.isSuccess && (
        <FormAlert tone="success">
          El correo para {retry.data.to} volvió a la cola de envío: sale en el próximo minuto.
        </FormAlert>
      )}
      {data.length === 0 ? (
        <p className="undelivered-mail__status">
          Todos los correos se entregaron. Aquí aparecen los que el servidor de correo rechace o no responda.
        </p>
      ) : (
        <>
          <p className="undelivered-mail__summary" role="status">
            {data.length === 1 ? '1 correo' : `${data.length} correos`}, los más recientes primero.
          </p>
          <UndeliveredMailList
            mails={data}
            retryingId={retry.isPending ? (retry.variables ?? null) : null}
            onRetry={(mail) => retry.mutate(mail.id)}
          />
        </>
      )}
    </section>
  );
}
