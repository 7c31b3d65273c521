// Writes packages/domain/src/airports/airports.json from the shared source CSV, and its compact copy for the
// web app, airport-places.json (decision 025).
// Run: npm run airports:build (AIRPORTS_SOURCE overrides the source path).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toAirportPlaceRows } from '../../packages/domain/src/airports/airport-places';
import {
  AIRPORT_PLACES_ASSET_PATH,
  AIRPORTS_ASSET_PATH,
  AIRPORTS_SOURCE_PATH,
  buildAirportList,
  serializeAirports,
} from './airport-records';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const sourcePath = resolve(repoRoot, process.env.AIRPORTS_SOURCE ?? AIRPORTS_SOURCE_PATH);
const targetPath = resolve(repoRoot, AIRPORTS_ASSET_PATH);

const { airports, translations } = buildAirportList(readFileSync(sourcePath, 'utf8'));
writeFileSync(targetPath, serializeAirports(airports));
writeFileSync(
  resolve(repoRoot, AIRPORT_PLACES_ASSET_PATH),
  `${JSON.stringify(toAirportPlaceRows(airports))}\n`,
);

console.log(`${airports.length} airports written to ${targetPath}`);
console.log(
  `Spanish names: ${translations.airportNamesByPattern} airport names by pattern ` +
    `(${translations.airportNamesAlreadySpanish} already Spanish), ${translations.citiesByExonym} cities ` +
    `from the curated table, ${translations.countriesByOverride} country names overridden.`,
);
