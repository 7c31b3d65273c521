import 'leaflet/dist/leaflet.css';
import { divIcon, map as leafletMap, marker, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';

/** OpenStreetMap's standard tiles, with the attribution its tile usage policy requires. */
const TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Without a first tile by then the tiles are out of reach (offline, blocked): the address stands alone. */
const FIRST_TILE_WAIT_MS = 5000;

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
    let hasTile = false;
    const giveUp = () => {
      if (!hasTile) reportUnavailable.current();
    };
    const timer = window.setTimeout(giveUp, FIRST_TILE_WAIT_MS);
    tileLayer(TILES_URL, { maxZoom: 19, attribution: ATTRIBUTION })
      .on('tileload', () => {
        hasTile = true;
      })
      .on('tileerror', giveUp)
      .addTo(map);
    marker([latitude, longitude], {
      title: name,
      alt: name,
      keyboard: false,
      icon: divIcon({ className: 'hotel-map__pin', iconSize: [24, 24], iconAnchor: [12, 24] }),
    }).addTo(map);
    return () => {
      window.clearTimeout(timer);
      map.remove();
    };
  }, [latitude, longitude, name]);

  return <div ref={container} className="hotel-map__canvas" />;
}
