interface HotelLocationProps {
  latitude: number;
  longitude: number;
  name: string;
}

/** The map position as coordinates and an OpenStreetMap link (no embedded map: the CSP allows no frames). */
export function HotelLocation({ latitude, longitude, name }: HotelLocationProps) {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  const mapUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  return (
    <p className="hotel-location">
      <span>
        Coordenadas: {lat}, {lon}
      </span>{' '}
      <a href={mapUrl} target="_blank" rel="noopener noreferrer">
        Ver {name} en el mapa (OpenStreetMap)
      </a>
    </p>
  );
}
