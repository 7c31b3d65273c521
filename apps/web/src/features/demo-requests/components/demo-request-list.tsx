import { type DemoRequest, describeEmployeeRange, onFirstUse } from '@travesia/domain';
import { Link } from 'react-router-dom';

const RECEIVED_AT = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Bogota',
    }),
);

/** The received requests, one card each with the ways to reach the person. */
export function DemoRequestList({ requests }: { requests: readonly DemoRequest[] }) {
  return (
    <ul className="demo-request-list" aria-label="Solicitudes de demo">
      {requests.map((request) => (
        <li key={request.id} className="demo-request-list__item">
          <article aria-labelledby={`demo-request-${request.id}`}>
            <header className="demo-request-list__header">
              <h2 id={`demo-request-${request.id}`} className="demo-request-list__company">
                {request.company}
              </h2>
              <time className="demo-request-list__date" dateTime={request.createdAt}>
                {RECEIVED_AT().format(new Date(request.createdAt))}
              </time>
            </header>
            <dl className="demo-request-list__details">
              <div>
                <dt>Contacto</dt>
                <dd>{request.name}</dd>
              </div>
              <div>
                <dt>Empleados</dt>
                <dd>{describeEmployeeRange(request.employees)}</dd>
              </div>
              <div className="demo-request-list__email">
                <dt>Correo</dt>
                <dd>
                  <a href={`mailto:${request.email}`}>{request.email}</a>
                </dd>
              </div>
              <div>
                <dt>Teléfono</dt>
                <dd>
                  <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</a>
                </dd>
              </div>
            </dl>
            {request.message && <p className="demo-request-list__message">{request.message}</p>}
            <Link
              className="demo-request-list__open"
              to="/client-companies/new"
              state={{ prospect: { company: request.company, name: request.name, email: request.email } }}
              aria-label={`Crear la empresa ${request.company}`}
            >
              Crear empresa
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
