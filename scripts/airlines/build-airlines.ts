// Writes packages/domain/src/flights/airline-names.json from the shared OpenFlights airline list.
// Run: npm run airlines:build.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AIRLINES_ASSET_PATH,
  AIRLINES_SOURCE_PATH,
  buildAirlineNames,
  serializeAirlineNames,
} from './airline-records';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const names = buildAirlineNames(readFileSync(resolve(repoRoot, AIRLINES_SOURCE_PATH), 'utf8'));
writeFileSync(resolve(repoRoot, AIRLINES_ASSET_PATH), serializeAirlineNames(names));
console.log(`${Object.keys(names).length} airline names written to ${AIRLINES_ASSET_PATH}`);
