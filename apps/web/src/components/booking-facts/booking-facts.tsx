import { type BookingSummary, bookedForText, formatCop } from '@travesia/domain';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { PolicyStatus } from '../policy-status/policy-status';

type PriceAndPolicy = Pick<BookingSummary, 'total' | 'withinPolicy' | 'outOfPolicyReason'>;

/** Total, policy verdict and (out of policy) the traveller's reason, as term/description pairs of a `<dl>`. */
export function PriceAndPolicyFacts({ booking }: { booking: PriceAndPolicy }) {
  return (
    <>
      <dt>Total</dt>
      <dd>
        <strong>{formatCop(booking.total)}</strong>
      </dd>
      <dt>Política</dt>
      <dd>
        <PolicyStatus isWithin={booking.withinPolicy} />
      </dd>
      {booking.outOfPolicyReason && (
        <>
          <dt>Motivo</dt>
          <dd>{booking.outOfPolicyReason}</dd>
        </>
      )}
    </>
  );
}

type Billing = Pick<BookingSummary, 'costCenter' | 'projectClient' | 'expenseType'>;

/** Whom the trip is charged to: cost center, project client and expense type, each when the booking has one. */
export function BillingFacts({ booking }: { booking: Billing }) {
  const facts = [
    { term: 'Centro de costos', entry: booking.costCenter },
    { term: 'Cliente del proyecto', entry: booking.projectClient },
    { term: 'Tipo de gasto', entry: booking.expenseType },
  ];
  return facts.map(({ term, entry }) =>
    entry ? (
      <Fragment key={term}>
        <dt>{term}</dt>
        <dd>
          {entry.code} · {entry.name}
        </dd>
      </Fragment>
    ) : null,
  );
}

type Party = Pick<BookingSummary, 'traveller' | 'bookedBy'>;

/** «Reservado por Marta Díaz para Carlos Restrepo» as a term/description pair, when someone booked for the traveller. */
export function BookedForFacts({ booking }: { booking: Party }) {
  const text = bookedForText(booking);
  if (!text) return null;
  return (
    <>
      <dt>Reserva</dt>
      <dd>{text}</dd>
    </>
  );
}

/** The trip the booking is part of, linked to its page, as a term/description pair; nothing for a booking alone. */
export function TripFacts({ booking }: { booking: Pick<BookingSummary, 'trip'> }) {
  if (!booking.trip) return null;
  return (
    <>
      <dt>Viaje</dt>
      <dd>
        <Link to={`/trips/${booking.trip.id}`}>{booking.trip.name}</Link>
      </dd>
    </>
  );
}
