import { airlineLogoUrl } from '@travesia/domain';
import { useState } from 'react';
import { useAirlineNames } from '../hooks/use-airline-names';

/**
 * Spec §2.9: the carrier's 32×32 logo from the external image service; when it fails to load (offline,
 * unknown carrier) a badge with the code takes its place. Decorative next to a visible carrier code.
 */
export function AirlineLogo({ carrier, isDecorative = false }: { carrier: string; isDecorative?: boolean }) {
  const [hasFailed, setFailed] = useState(false);
  const label = `Aerolínea ${useAirlineNames().label(carrier)}`;
  if (hasFailed) {
    return isDecorative ? (
      <span className="airline-logo airline-logo--fallback" aria-hidden="true">
        {carrier}
      </span>
    ) : (
      <span className="airline-logo airline-logo--fallback" role="img" aria-label={label}>
        {carrier}
      </span>
    );
  }
  return (
    <img
      className="airline-logo"
      src={airlineLogoUrl(carrier)}
      alt={isDecorative ? '' : label}
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
