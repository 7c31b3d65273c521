import { type Map as LeafletMap, tileLayer } from 'leaflet';

/** OpenStreetMap's standard tiles, with the attribution its tile usage policy requires (decision 019). */
const TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Without a first tile by then the tiles are out of reach (offline, blocked). */
const FIRST_TILE_WAIT_MS = 5000;

/**
 * Draws OpenStreetMap's tiles on a Leaflet map; `onUnavailable` is called when no tile has loaded in time or one
 * fails, so the screen can do without the map. Returns what stops the wait (call it when the map goes away).
 */
export function addOpenStreetMapTiles(map: LeafletMap, onUnavailable: () => void): () => void {
  let hasTile = false;
  const giveUp = () => {
    if (!hasTile) onUnavailable();
  };
  const timer = window.setTimeout(giveUp, FIRST_TILE_WAIT_MS);
  tileLayer(TILES_URL, { maxZoom: 19, attribution: ATTRIBUTION })
    .on('tileload', () => {
      hasTile = true;
    })
    .on('tileerror', giveUp)
    .addTo(map);
  return () => window.clearTimeout(timer);
}
