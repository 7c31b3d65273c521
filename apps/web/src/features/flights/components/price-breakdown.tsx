import {
  type FareFamily,
  type FlightPassengers,
  formatCop,
  type LuggageSize,
  luggagePrice,
  travellersSummary,
} from '@travesia/domain';
import { useId } from 'react';

export interface PriceLine {
  label: string;
  amount: number;
  /** Read under the label, e.g. who the fare is for. */
  detail?: string;
}

/** What the fare families' prices already hold; the confirmation shows the split. */
export const FARE_INCLUDES_TAXES = 'Incluye impuestos y tasas.';

/** Lines of a flight not booked yet: the family for every passenger, then the luggage bought on top. */
export function fareLines(
  family: FareFamily,
  extraLuggage: readonly LuggageSize[],
  passengers: FlightPassengers,
  directions: 1 | 2,
): PriceLine[] {
  const luggage = luggagePrice(family, extraLuggage, passengers, directions);
  return [
    { label: `Tarifa ${family.name}`, amount: family.price, detail: travellersSummary(passengers) },
    ...(luggage > 0 ? [{ label: 'Equipaje adicional', amount: luggage }] : []),
  ];
}

interface PriceBreakdownProps {
  lines: readonly PriceLine[];
  total: number;
  title?: string;
  /** Read under the total, e.g. what it includes. */
  note?: string;
}

/** Spec §9: pesos without decimals; the total is announced when the choices change it. */
export function PriceBreakdown({ lines, total, title = 'Precio', note }: PriceBreakdownProps) {
  const id = useId();
  return (
    <section className="price-breakdown" aria-labelledby={id}>
      <h2 id={id} className="flight-section-title">
        {title}
      </h2>
      <dl className="price-breakdown__lines">
        {lines.map((line) => (
          <div key={line.label} className="price-breakdown__line">
            <dt>
              {line.label}
              {line.detail && <span className="price-breakdown__detail">{line.detail}</span>}
            </dt>
            <dd>{formatCop(line.amount)}</dd>
          </div>
        ))}
        <div className="price-breakdown__line price-breakdown__line--total" aria-live="polite">
          <dt>Total</dt>
          <dd>{formatCop(total)}</dd>
        </div>
      </dl>
      {note && <p className="price-breakdown__note">{note}</p>}
    </section>
  );
}
