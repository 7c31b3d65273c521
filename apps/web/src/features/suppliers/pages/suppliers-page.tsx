import '../suppliers.css';
import { IonSpinner } from '@ionic/react';
import { onFirstUse, SUPPLIER_LABELS, SUPPLIER_OUTCOME_LABELS, type SupplierStatus } from '@travesia/domain';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region';
import { getErrorMessage } from '../../../lib/api-client';
import { useSupplierStatus } from '../api/get-supplier-status';

const TITLE = 'Proveedores';

const CALL_TIME = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'America/Bogota',
    }),
);

/** /suppliers: the operador sees which supplier serves hotels and flights and how their calls go. */
export function SuppliersPage() {
  return (
    <PageLayout title={TITLE}>
      <h1>{TITLE}</h1>
      <SupplierMonitor />
    </PageLayout>
  );
}

function SupplierMonitor() {
  const status = useSupplierStatus();
  if (status.isPending) {
    return (
      <p className="suppliers__status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Cargando proveedores...
      </p>
    );
  }
  if (status.isError) return <FormAlert tone="error">{getErrorMessage(status.error)}</FormAlert>;
  const { hotels, flights, stats, recent } = status.data;
  return (
    <div className="suppliers" aria-busy={status.isFetching}>
      <ul className="suppliers__inventories" aria-label="Inventarios">
        <Inventory product="Hoteles" inventory={hotels} />
        <Inventory product="Vuelos" inventory={flights} />
      </ul>
      <section aria-labelledby="suppliers-stats">
        <h2 id="suppliers-stats">Últimas 24 horas</h2>
        {stats.length === 0 ? (
          <p className="suppliers__status">Sin llamadas a proveedores externos en las últimas 24 horas.</p>
        ) : (
          <StatsTable stats={stats} />
        )}
      </section>
      {recent.length > 0 && (
        <section aria-labelledby="suppliers-recent">
          <h2 id="suppliers-recent">Últimas llamadas</h2>
          <RecentCalls calls={recent} />
        </section>
      )}
    </div>
  );
}

function Inventory({ product, inventory }: { product: string; inventory: SupplierStatus['hotels'] }) {
  return (
    <li className="suppliers__inventory">
      <span className="suppliers__product">{product}</span>
      <strong>{inventory.label}</strong>
      <span className="suppliers__note">
        {inventory.live
          ? 'Conectado en vivo'
          : 'Sin llamadas externas: el inventario vive en la base de datos'}
      </span>
    </li>
  );
}

function StatsTable({ stats }: { stats: SupplierStatus['stats'] }) {
  return (
    <ScrollRegion className="suppliers__table-wrap" label="Llamadas de las últimas 24 horas por proveedor">
      <table className="suppliers__table">
        <thead>
          <tr>
            <th scope="col">Proveedor</th>
            <th scope="col">Llamadas</th>
            <th scope="col">Errores</th>
            <th scope="col">Sin respuesta a tiempo</th>
            <th scope="col">Mediana</th>
            <th scope="col">P95</th>
          </tr>
        </thead>
        <tbody>
          {stats.map((row) => (
            <tr key={row.supplier}>
              <th scope="row">{SUPPLIER_LABELS[row.supplier] ?? row.supplier}</th>
              <td>{row.calls}</td>
              <td>{row.errors}</td>
              <td>{row.timeouts}</td>
              <td>{row.p50Ms} ms</td>
              <td>{row.p95Ms} ms</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function RecentCalls({ calls }: { calls: SupplierStatus['recent'] }) {
  return (
    <ScrollRegion className="suppliers__table-wrap" label="Últimas llamadas">
      <table className="suppliers__table">
        <thead>
          <tr>
            <th scope="col">Hora</th>
            <th scope="col">Proveedor</th>
            <th scope="col">Operación</th>
            <th scope="col">Resultado</th>
            <th scope="col">Duración</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call, index) => (
            // Calls have no id of their own on the page; their order is the answer's.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are never reordered or edited
            <tr key={index} className={call.outcome === 'ok' ? undefined : 'suppliers__failed'}>
              <td>{CALL_TIME().format(new Date(call.at))}</td>
              <td>{SUPPLIER_LABELS[call.supplier] ?? call.supplier}</td>
              <td>{call.operation}</td>
              <td>
                {SUPPLIER_OUTCOME_LABELS[call.outcome]}
                {call.httpStatus !== null && ` (HTTP ${call.httpStatus})`}
              </td>
              <td>{call.durationMs} ms</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
