import 'leaflet/dist/leaflet.css';
import {
  divIcon,
  type Map as LeafletMap,
  type LeafletMouseEvent,
  map as leafletMap,
  type Marker,
  marker,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import { addOpenStreetMapTiles } from '../../lib/maps/open-street-map-tiles';
import type { MapPosition } from './location-picker';

/** Before a pin is placed the map shows Colombia; a placed pin is shown close up. */
const COLOMBIA: [number, number] = [4.6, -74.1];
const COUNTRY_ZOOM = 5;
const STREET_ZOOM = 16;

interface LocationPickerMapProps {
  position: MapPosition | null;
  onPick: (position: MapPosition) => void;
  onUnavailable: () => void;
}

/** Leaflet's part of the picker: the map, its pin and the button that puts the pin at the map's centre. */
export default function LocationPickerMap({ position, onPick, onUnavailable }: LocationPickerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const pinRef = useRef<Marker | null>(null);
  const callbacks = useRef({ onPick, onUnavailable });
  callbacks.current = { onPick, onUnavailable };
  const initial = useRef(position);

  useEffect(() => {
    if (!container.current) return;
    const start = initial.current;
    const map = leafletMap(container.current, { scrollWheelZoom: false }).setView(
      start ? [start.latitude, start.longitude] : COLOMBIA,
      start ? STREET_ZOOM : COUNTRY_ZOOM,
    );
    const stopWatchingTiles = addOpenStreetMapTiles(map, () => callbacks.current.onUnavailable());
    map.on('click', (event: LeafletMouseEvent) =>
      callbacks.current.onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
    );
    mapRef.current = map;
    return () => {
      stopWatchingTiles();
      map.remove();
      mapRef.current = null;
      pinRef.current = null;
    };
  }, []);

  // The pin follows the form's position (a click, a drag, or the record being edited).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !position) return;
    const at: [number, number] = [position.latitude, position.longitude];
    if (pinRef.current) {
      pinRef.current.setLatLng(at);
      return;
    }
    const pin = marker(at, {
      draggable: true,
      keyboard: false,
      icon: divIcon({ className: 'location-picker__pin', iconSize: [24, 24], iconAnchor: [12, 24] }),
    }).addTo(map);
    pin.on('dragend', () => {
      const { lat, lng } = pin.getLatLng();
      callbacks.current.onPick({ latitude: lat, longitude: lng });
    });
    pinRef.current = pin;
  }, [position]);

  return (
    <>
      <div ref={container} className="location-picker__canvas" />
      {/* For the keyboard: the arrows move the map, this puts the pin at its centre. */}
      <button
        type="button"
        className="location-picker__center"
        onClick={() => {
          const center = mapRef.current?.getCenter();
          if (center) callbacks.current.onPick({ latitude: center.lat, longitude: center.lng });
        }}
      >
        Poner el pin en el centro del mapa
      </button>
    </>
  );
}
