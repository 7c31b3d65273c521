import 'leaflet/dist/leaflet.css';
import { divIcon, map as leafletMap, marker } from 'leaflet';
import { useEffect, useRef } from 'react';
import { addOpenStreetMapTiles } from '../../../lib/maps/open-street-map-tiles';

export interface HotelMapProps {
  latitude: number;
  longitude: number;
  name: string;
  /** Called once when the tiles cannot load; the page then shows the address alone. */
  onUnavailable: () => void;
}

/**
 * The hotel's position on an OpenStreetMap map (Leaflet, loaded only with this screen). A drawn pin instead of
 * Leaflet's image icons, which a bundler would not find; the wheel does not zoom, so the page scrolls past it.
 */
export default function HotelMap({ latitude, longitude, name, onUnavailable }: HotelMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const reportUnavailable = useRef(onUnavailable);
  reportUnavailable.current = onUnavailable;

  useEffect(() => {
    if (!container.current) return;
    const map = leafletMap(container.current, { scrollWheelZoom: false }).setView([latitude, longitude], 15);
    // Without tiles the address stands alone.
    const stopWatchingTiles = addOpenStreetMapTiles(map, () => reportUnavailable.current());
    marker([latitude, longitude], {
      title: name,
      alt: name,
      keyboard: false,
      icon: divIcon({ className: 'hotel-map__pin', iconSize: [24, 24], iconAnchor: [12, 24] }),
    }).addTo(map);
    return () => {
      stopWatchingTiles();
      map.remove();
    };
  }, [latitude, longitude, name]);

  return <div ref={container} className="hotel-map__canvas" />;
}
