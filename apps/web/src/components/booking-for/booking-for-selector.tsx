import './booking-for.css';
import { useEffect, useId } from 'react';
import { useBookableTravellers, useBookingFor } from '../../lib/booking-for/booking-for';

/**
 * «Reservando para» (decision 069): on the flight and hotel search forms of a user who may book for colleagues, the
 * people they may book for, themself first. Nothing is shown to anyone who books only for themself.
 */
export function BookingForSelector() {
  const id = useId();
  const bookable = useBookableTravellers();
  const { traveller, choose } = useBookingFor();
  const people = bookable.data ?? [];
  const [self, ...others] = people;
  // A delegation revoked since the choice was made: back to booking for oneself.
  const isStale =
    traveller !== null && bookable.isSuccess && !others.some((person) => person.id === traveller.id);
  useEffect(() => {
    if (isStale) choose(null);
  }, [isStale, choose]);
  if (!self || others.length === 0) return null;
  return (
    <div className="form-field booking-for-select">
      <label className="form-field__label" htmlFor={id}>
        Reservando para
      </label>
      <select
        id={id}
        className="native-control"
        value={String(traveller?.id ?? self.id)}
        onChange={(event) => {
          const chosen = others.find((person) => person.id === Number(event.target.value));
          choose(chosen ?? null);
        }}
      >
        <option value={self.id}>{self.name} (yo)</option>
        {others.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}
