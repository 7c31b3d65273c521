import './location-picker.css';
import { lazy, Suspense } from 'react';

// Leaflet and its styles load with the screens that show this picker, never with the app (decision 019).
const LocationPickerMap = lazy(() => import('./location-picker-map'));

export interface MapPosition {
  latitude: number;
  longitude: number;
}

interface LocationPickerProps {
  /** Names the map for screen readers ("Mapa: ubicación de …"). */
  label: string;
  /** The pin, or null before one is placed. */
  position: MapPosition | null;
  onPick: (position: MapPosition) => void;
  /** Called once when the map's tiles cannot load: the screen then asks for the position another way. */
  onUnavailable: () => void;
}

/** A map on which a place is marked with a pin: a click or a tap puts it there, and it can be dragged. */
export function LocationPicker({ label, position, onPick, onUnavailable }: LocationPickerProps) {
  return (
    <section className="location-picker" aria-label={label}>
      <Suspense fallback={<div className="location-picker__canvas" />}>
        <LocationPickerMap position={position} onPick={onPick} onUnavailable={onUnavailable} />
      </Suspense>
    </section>
  );
}
