// Airline names by IATA code, for the flight screens: the shared OpenFlights list (2014) with the current
// names of the carriers the product shows most. Pure: the build script and the asset test share it.
import { parseCsv } from '../airports/airport-records';

export const AIRLINES_SOURCE_PATH = 'scripts/data/airlines-source.csv';
export const AIRLINES_ASSET_PATH = 'packages/domain/src/flights/airline-names.json';

/**
 * The source is a 2014 snapshot: carriers merged or renamed since, and its names carry legal suffixes
 * ("Avianca - Aerovias Nacionales de Colombia"). What travellers read today.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  '4C': 'LATAM Colombia',
  '9R': 'SATENA',
  AD: 'Azul',
  AM: 'Aeroméxico',
  AR: 'Aerolíneas Argentinas',
  AV: 'Avianca',
  CM: 'Copa Airlines',
  G3: 'GOL',
  H2: 'Sky Airline',
  IB: 'Iberia',
  JA: 'JetSMART',
  LA: 'LATAM Airlines',
  LH: 'Lufthansa',
  P5: 'Wingo',
  UX: 'Air Europa',
  VB: 'Viva Aerobus',
  Y4: 'Volaris',
};

const CODE = /^[A-Z0-9]{2}$/;

/**
 * `{ code: name }`, sorted by code, of active carriers only (a code of a defunct airline is often reused),
 * passenger airlines before cargo ones.
 */
export function buildAirlineNames(csvText: string): Record<string, string> {
  const [header, ...rows] = parseCsv(csvText);
  const column = (name: string) => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`airlines source: no "${name}" column`);
    return index;
  };
  const [iata, name, active] = [column('iata'), column('name'), column('active')];
  const rank = (row: string[]) => (/cargo/i.test(row[name] ?? '') ? 1 : 0);
  const best = new Map<string, string[]>();
  for (const row of rows) {
    const code = row[iata]?.trim() ?? '';
    // A name with an unquoted comma shifts the later columns: `active` is then the last field.
    if (!CODE.test(code) || !row[name]?.trim() || row.length <= active || row.at(-1)?.trim() !== 'Y')
      continue;
    const current = best.get(code);
    if (!current || rank(row) < rank(current)) best.set(code, row);
  }
  const names: Record<string, string> = {};
  for (const code of [...new Set([...best.keys(), ...Object.keys(CURRENT_NAMES)])].sort()) {
    const row = best.get(code);
    names[code] = CURRENT_NAMES[code] ?? row?.[name]?.trim() ?? code;
  }
  return names;
}

export function serializeAirlineNames(names: Record<string, string>): string {
  return `${JSON.stringify(names, null, 0)}\n`;
}
