// Writes apps/api/src/suppliers/flights/builtin/openflights-routes.json from the shared OpenFlights routes,
// airlines and aircraft. Run: npm run routes:build.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AIRCRAFT_SOURCE_PATH,
  AIRLINES_SOURCE_PATH,
  buildRouteAsset,
  ROUTES_ASSET_PATH,
  ROUTES_SOURCE_PATH,
  serializeRouteAsset,
} from './route-records';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(resolve(repoRoot, path), 'utf8');
const asset = buildRouteAsset(
  read(ROUTES_SOURCE_PATH),
  read(AIRLINES_SOURCE_PATH),
  read(AIRCRAFT_SOURCE_PATH),
);
writeFileSync(resolve(repoRoot, ROUTES_ASSET_PATH), serializeRouteAsset(asset));
console.log(
  `${asset.routes.length} airport pairs and ${asset.aircraft.length} aircraft types written to ${ROUTES_ASSET_PATH}`,
);
