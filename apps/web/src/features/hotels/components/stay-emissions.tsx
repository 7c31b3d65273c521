import { formatCo2e, formatKilograms, type HotelEmissions, spokenCo2e } from '@travesia/domain';
import { LeafIcon } from '../../../components/leaf-icon/leaf-icon';

/**
 * The estimated CO₂e of the stay by the hotel's country (decision 024): the whole stay on a result card, with
 * the figure per room and night on the detail. Nothing when the API gave no estimate.
 */
export function StayEmissions({
  emissions,
  showPerRoomNight = false,
}: {
  emissions: HotelEmissions | undefined;
  showPerRoomNight?: boolean;
}) {
  if (!emissions) return null;
  const perRoomNight = showPerRoomNight
    ? ` · ${formatKilograms(emissions.perRoomNightKg)} por habitación y noche`
    : '';
  const spokenPerRoomNight = showPerRoomNight
    ? `, ${spokenCo2e(emissions.perRoomNightKg)} por habitación y noche`
    : '';
  return (
    <p className="stay-emissions">
      <span
        role="img"
        aria-label={`Emisiones estimadas: ${spokenCo2e(emissions.stayKg)} por la estadía${spokenPerRoomNight}`}
      >
        <LeafIcon />
        {formatCo2e(emissions.stayKg)} por la estadía{perRoomNight}
      </span>
    </p>
  );
}
