// Writes packages/domain/src/airports/airports.json from the shared source CSV.
// Run: npm run airports:build (AIRPORTS_SOURCE overrides the source path).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
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

console.log(`${airports.length} airports written to ${targetPath}`);
console.log(
  `Spanish names: ${translations.airportNamesByPattern} airport names by pattern ` +
    `(${translations.airportNamesAlreadySpanish} already Spanish), ${translations.citiesByExonym} cities ` +
    `from the curated table, ${translations.countriesByOverride} country names overridden.`,
);
