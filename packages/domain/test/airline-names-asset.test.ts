import { describe, expect, it } from 'vitest';
import {
  AIRLINES_ASSET_PATH,
  AIRLINES_SOURCE_PATH,
  buildAirlineNames,
  serializeAirlineNames,
} from '../../../scripts/airlines/airline-records';
import { airlineLabel, loadAirlineNames } from '../src';

// As in the airport asset test: node:fs through a specifier TypeScript leaves alone (no Node types here).
interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string;
}
const nodeFsSpecifier = 'node:fs';
const { readFileSync }: NodeFs = await import(/* @vite-ignore */ nodeFsSpecifier);
const repoRoot = String(expect.getState().testPath).replace(/packages[\\/]domain[\\/]test[\\/][^\\/]+$/, '');

describe('the bundled airline names', () => {
  it('are exactly what the generator makes from the source (run npm run airlines:build)', () => {
    const source = readFileSync(repoRoot + AIRLINES_SOURCE_PATH, 'utf8');
    expect(serializeAirlineNames(buildAirlineNames(source))).toBe(
      readFileSync(`${repoRoot}${AIRLINES_ASSET_PATH}`, 'utf8'),
    );
  });

  it('name the carriers of Colombia as travellers know them today', async () => {
    const names = await loadAirlineNames();
    expect(names.AV).toBe('Avianca');
    expect(names.LA).toBe('LATAM Airlines');
    expect(names.P5).toBe('Wingo');
    expect(names['9R']).toBe('SATENA');
    expect(names.AA).toBe('American Airlines');
  });

  it('label a carrier by name and code, or by its code alone when unknown', async () => {
    const names = await loadAirlineNames();
    expect(airlineLabel('AV', names)).toBe('Avianca (AV)');
    expect(airlineLabel('Q0', names)).toBe('Q0');
    expect(airlineLabel('AV', undefined)).toBe('AV');
  });

  it('keeps only active carriers, passenger airlines over cargo ones', () => {
    const csv =
      'iata,icao,name,country,active\nQ0,OLD,Old Air,X,N\nQQ,QQC,Quetzal Cargo,X,Y\nQQ,QQA,Quetzal Air,X,Y\n4C,ARE,Aires, S.A.,Y\n';
    const names = buildAirlineNames(csv);
    expect([names.QQ, names['4C']]).toEqual(['Quetzal Air', 'LATAM Colombia']);
    expect(names.Q0).toBeUndefined();
  });
});
