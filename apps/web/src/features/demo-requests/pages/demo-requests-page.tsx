import '../demo-requests.css';
import { IonSpinner } from '@ionic/react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { Pagination } from '../../../components/pagination/pagination';
import { getErrorMessage } from '../../../lib/api-client';
import { useDemoRequests } from '../api/list-demo-requests';
import { DemoRequestList } from '../components/demo-request-list';

/** /demo-requests: the agency (operador) reads the demo requests, newest first. */
export function DemoRequestsPage() {
  return (
    <PageLayout title="Solicitudes de demo">
      <h1>Solicitudes de demo</h1>
      <DemoRequestsBrowser />
    </PageLayout>
  );
}

function DemoRequestsBrowser() {
  const [page, setPage] = useState(1);
  const requests = useDemoRequests(page, { isEnabled: true });

  if (requests.isPending) {
    return (
      <p className="demo-requests__status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Cargando solicitudes de demo...
      </p>
    );
  }
  if (requests.isError) return <FormAlert tone="error">{getErrorMessage(requests.error)}</FormAlert>;

  const { data, total, pageSize, page: shownPage } = requests.data;
  if (total === 0) {
    return (
      <p className="demo-requests__status">
        Aún no hay solicitudes de demo. Llegan desde el formulario público /tourism-form.
      </p>
    );
  }

  return (
    <section className="demo-requests" aria-busy={requests.isFetching}>
      <p className="demo-requests__summary" role="status">
        {total === 1 ? '1 solicitud' : `${total} solicitudes`}, las más recientes primero.
      </p>
      <DemoRequestList requests={data} />
      <Pagination
        page={shownPage}
        pageSize={pageSize}
        total={total}
        rowsOnPage={data.length}
        onPageChange={setPage}
        isBusy={requests.isFetching}
        label="Páginas de solicitudes"
      />
    </section>
  );
}
