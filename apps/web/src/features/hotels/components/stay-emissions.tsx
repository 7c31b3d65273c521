import { formatCo2e, formatKilograms, type HotelEmissions, spokenCo2e } from '@travesia/domain';

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
        <svg className="stay-emissions__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 19C5 10 10.5 5 20 4c-.5 9.5-5.5 15-14 15Zm0 0 8-8" />
        </svg>
        {formatCo2e(emissions.stayKg)} por la estadía{perRoomNight}
      </span>
    </p>
  );
}
