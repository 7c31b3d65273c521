import '../start-summary.css';
import { IonSpinner, useIonViewWillEnter } from '@ionic/react';
import {
  atSentenceStart,
  type CompanySetupStep,
  canApproveTrips,
  formatBookingTotal,
  formatCop,
  formatTripDays,
  type MonthSpend,
  monthBounds,
  onFirstUse,
  previousIsoMonth,
  type StoredUser,
} from '@travesia/domain';
import { Link } from 'react-router-dom';
import { BookingStatusChip } from '../../../components/booking-status-chip/booking-status-chip';
import { useAuth } from '../../../lib/auth/auth-context';
import { useIsOnline } from '../../../lib/offline/connection';
import {
  useApprovalsWaitingCount,
  useCompanySetup,
  useMonthSpend,
  useOwnPendingCount,
  useUpcomingTrips,
} from '../api/get-start-summary';

const monthName = onFirstUse(
  () => new Intl.DateTimeFormat('es-CO', { month: 'long', timeZone: 'America/Bogota' }),
);

/** A figure on its way; without a connection it waits for one, and says so instead of spinning (decision 031). */
function Loading({ label }: { label: string }) {
  const isOnline = useIsOnline();
  if (!isOnline) {
    return <p className="start-summary__status">Sin conexión: lo verás cuando vuelvas a tener internet.</p>;
  }
  return (
    <p className="start-summary__status" role="status">
      <IonSpinner name="crescent" aria-hidden="true" /> {label}
    </p>
  );
}

/**
 * What a signed-in person needs first (issue 9): the traveller their next trips and requests waiting, an
 * approver the trips waiting for them, an administrator the month's spend. Nothing for visitors.
 */
export function SignedInSummary() {
  const { user, isLoggedIn } = useAuth();
  if (!isLoggedIn || !user) return null;
  return <Summary user={user} />;
}

function Summary({ user }: { user: StoredUser }) {
  const isAdministrator = user.role === 'administrador';
  return (
    <section className="start-summary" aria-labelledby="start-summary-title">
      <h2 id="start-summary-title" className="start-summary__title">
        Hola, {user.firstname}
      </h2>
      <div className="start-summary__grid">
        {isAdministrator && <CompanySetupChecklist />}
        <UpcomingTrips />
        <PendingRequests />
        {canApproveTrips(user.role) && <ApprovalsWaiting />}
        {isAdministrator && <MonthSpendCard />}
      </div>
    </section>
  );
}

const SETUP_STEPS: Record<CompanySetupStep, { label: string; pending: string; to: string }> = {
  payment: {
    label: 'Medio de pago',
    pending: 'Registra una tarjeta corporativa o activa el descuento por nómina.',
    to: '/payment',
  },
  policies: { label: 'Políticas de viaje', pending: 'Crea al menos una política.', to: '/travel-policies' },
  'cost-centers': {
    label: 'Centros de costos',
    pending: 'Crea al menos un centro de costos.',
    to: '/cost-center/list',
  },
  approvers: {
    label: 'Aprobadores',
    pending: 'Asigna un aprobador a cada viajero.',
    to: '/user-approvers',
  },
};

/**
 * What the company still lacks before its people can book (issue 36), each step with a link to where it is set;
 * nothing once every step is done (or while the answer loads).
 */
function CompanySetupChecklist() {
  const setup = useCompanySetup();
  // The steps are set on other screens, and Ionic keeps this page mounted meanwhile: read them again on return.
  const { refetch } = setup;
  useIonViewWillEnter(() => {
    void refetch();
  }, [refetch]);
  if (!setup.data || setup.data.steps.every((step) => step.isDone)) return null;
  return (
    <article className="start-summary__card start-summary__card--wide" aria-labelledby="setup-title">
      <h3 id="setup-title">Configura tu empresa</h3>
      <p className="start-summary__status">Lo que falta para que tu equipo pueda reservar:</p>
      <ul className="start-summary__setup">
        {setup.data.steps.map(({ step, isDone }) => {
          const { label, pending, to } = SETUP_STEPS[step];
          return (
            <li key={step} className={isDone ? 'start-summary__setup-step--done' : undefined}>
              <span className="start-summary__setup-state">{isDone ? 'Listo' : 'Pendiente'}</span>
              <Link to={to}>{label}</Link>
              {!isDone && <span className="start-summary__setup-hint">{pending}</span>}
            </li>
          );
        })}
      </ul>
    </article>
  );
}

function UpcomingTrips() {
  const trips = useUpcomingTrips();
  return (
    <article className="start-summary__card start-summary__card--wide" aria-labelledby="upcoming-title">
      <h3 id="upcoming-title">Próximos viajes</h3>
      {trips.isPending ? (
        <Loading label="Cargando tus viajes..." />
      ) : trips.isError ? (
        <p className="start-summary__status">No pudimos cargar tus viajes.</p>
      ) : trips.data.length === 0 ? (
        <p className="start-summary__status">
          No tienes viajes próximos. Busca un vuelo o un hotel para empezar.
        </p>
      ) : (
        <ul className="start-summary__trips">
          {trips.data.map((trip) => (
            <li key={trip.id}>
              <Link to={`/bookings/${trip.id}`} className="start-summary__trip">
                <span className="start-summary__trip-title">{trip.title}</span>
                <span className="start-summary__trip-days">{formatTripDays(trip.startsOn, trip.endsOn)}</span>
              </Link>
              <BookingStatusChip status={trip.status} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/bookings" className="start-summary__link">
        Ver Mis Reservas
      </Link>
    </article>
  );
}

function CountCard({ id, title, count, isPending, isError, text, to, linkText }: CountCardProps) {
  return (
    <article className="start-summary__card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {isPending ? (
        <Loading label="Cargando..." />
      ) : isError ? (
        <p className="start-summary__status">No pudimos cargar este dato.</p>
      ) : (
        <p className="start-summary__figure">
          <strong>{formatBookingTotal(count ?? 0)}</strong> {text(count ?? 0)}
        </p>
      )}
      <Link to={to} className="start-summary__link">
        {linkText}
      </Link>
    </article>
  );
}

interface CountCardProps {
  id: string;
  title: string;
  count: number | undefined;
  isPending: boolean;
  isError: boolean;
  text: (count: number) => string;
  to: string;
  linkText: string;
}

function PendingRequests() {
  const pending = useOwnPendingCount();
  return (
    <CountCard
      id="pending-title"
      title="Tus solicitudes"
      count={pending.data}
      isPending={pending.isPending}
      isError={pending.isError}
      text={(count) => (count === 1 ? 'viaje espera aprobación' : 'viajes esperan aprobación')}
      to="/bookings"
      linkText="Ver el estado"
    />
  );
}

function ApprovalsWaiting() {
  const waiting = useApprovalsWaitingCount();
  return (
    <CountCard
      id="approvals-title"
      title="Por aprobar"
      count={waiting.data}
      isPending={waiting.isPending}
      isError={waiting.isError}
      text={(count) => (count === 1 ? 'viaje espera tu decisión' : 'viajes esperan tu decisión')}
      to="/travel-approvals"
      linkText="Ir a Aprobaciones de Viajes"
    />
  );
}

/** What follows a month's total: ' en 3 reservas, 1 fuera de la política'. */
function bookingsText(spend: MonthSpend): string {
  const bookings = `${spend.bookings} ${spend.bookings === 1 ? 'reserva' : 'reservas'}`;
  const outOfPolicy = spend.outOfPolicy > 0 ? `, ${spend.outOfPolicy} fuera de la política` : '';
  return ` en ${bookings}${outOfPolicy}`;
}

/**
 * This month's spend beside last month's (issue 36): on the 1st this month alone reads $ 0, which tells nothing.
 */
function MonthSpendCard() {
  const spend = useMonthSpend();
  const previousMonth = spend.data ? previousIsoMonth(spend.data.month) : undefined;
  const previous = useMonthSpend(previousMonth, { isEnabled: previousMonth !== undefined });
  const month = spend.data ? monthName().format(monthBounds(spend.data.month).start) : '';
  return (
    <article className="start-summary__card" aria-labelledby="spend-title">
      <h3 id="spend-title">Gasto del mes{month && ` (${month})`}</h3>
      {spend.isPending ? (
        <Loading label="Cargando el gasto..." />
      ) : spend.isError ? (
        <p className="start-summary__status">No pudimos cargar el gasto del mes.</p>
      ) : (
        <>
          <p className="start-summary__figure">
            <strong>{formatCop(spend.data.total)}</strong>
            {bookingsText(spend.data)}
          </p>
          {previous.data && (
            <p className="start-summary__status">
              {atSentenceStart(monthName().format(monthBounds(previous.data.month).start))}:{' '}
              {formatCop(previous.data.total)}
              {bookingsText(previous.data)}
            </p>
          )}
        </>
      )}
      <Link to="/bookings" className="start-summary__link">
        Ver las reservas de la empresa
      </Link>
    </article>
  );
}
