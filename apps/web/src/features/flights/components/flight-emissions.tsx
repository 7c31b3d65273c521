import {
  directionEmissions,
  type FlightResult,
  formatCo2e,
  isWellBelowTypical,
  percentBelow,
  spokenCo2e,
} from '@travesia/domain';
import { LeafIcon } from '../../../components/leaf-icon/leaf-icon';

export const LOWER_EMISSIONS_BADGE = 'Menos emisiones';

/**
 * The estimated CO₂e per passenger of the direction a card shows (decision 024), and a badge when it is well
 * below what is typical for the route. Nothing when the API had no estimate (an airport it cannot place).
 */
export function FlightEmissions({ result, direction }: { result: FlightResult; direction: 0 | 1 }) {
  const estimate = directionEmissions(result, direction);
  if (!estimate) return null;
  const isLower = isWellBelowTypical(estimate.kg, estimate.typicalKg);
  return (
    <p className="flight-emissions">
      <span
        role="img"
        className="flight-emissions__figure"
        aria-label={`Emisiones estimadas: ${spokenCo2e(estimate.kg)} por pasajero`}
      >
        <LeafIcon />
        {formatCo2e(estimate.kg)} por pasajero
      </span>
      {isLower && (
        <span className="flight-emissions__badge">
          {LOWER_EMISSIONS_BADGE}
          <span className="visually-hidden">
            : {percentBelow(estimate.kg, estimate.typicalKg)} % menos que lo típico en esta ruta
          </span>
        </span>
      )}
    </p>
  );
}
