import { lazy, Suspense, useState } from 'react';

// Leaflet and its styles are the map's alone: they load with this component, never with the app.
const HotelMap = lazy(() => import('./hotel-map'));

interface HotelLocationProps {
  latitude: number;
  longitude: number;
  name: string;
}

/**
 * Where the hotel is: a map when OpenStreetMap's tiles load, and always a link to the place on
 * OpenStreetMap. When the tiles cannot load the map steps aside without an error; the address above says where.
 */
export function HotelLocation({ latitude, longitude, name }: HotelLocationProps) {
  const [isMapUnavailable, setMapUnavailable] = useState(false);
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  const mapUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  const hasPosition =
    Number.isFinite(latitude) && Number.isFinite(longitude) && (latitude !== 0 || longitude !== 0);
  if (!hasPosition) return null;
  return (
    <div className="hotel-location">
      {!isMapUnavailable && (
        <section className="hotel-map" aria-label={`Mapa: ubicación de ${name}`}>
          <Suspense fallback={null}>
            <HotelMap
              latitude={latitude}
              longitude={longitude}
              name={name}
              onUnavailable={() => setMapUnavailable(true)}
            />
          </Suspense>
        </section>
      )}
      <a href={mapUrl} target="_blank" rel="noopener noreferrer">
        Ver {name} en el mapa (OpenStreetMap)
      </a>
    </div>
  );
}
