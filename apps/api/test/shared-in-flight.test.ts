import { describe, expect, it } from 'vitest';
import { sharingInFlight } from '../src/lib/shared-in-flight';

/** A call whose answers the test releases: how many times it ran, and a way to settle the latest one. */
function controlledCall() {
  const settlers: { resolve: (answer: string) => void; reject: (error: Error) => void }[] = [];
  const call = (question: string) =>
    new Promise<string>((resolve, reject) => {
      settlers.push({ resolve: (answer) => resolve(`${question}: ${answer}`), reject });
    });
  return { call, settlers };
}

describe('sharingInFlight', () => {
  it('gives calls with the same key, made while the first runs, its answer without calling again', async () => {
    const { call, settlers } = controlledCall();
    const shared = sharingInFlight(call, (question) => question);
    const first = shared('BOG');
    const second = shared('BOG');
    expect(settlers).toHaveLength(1);
    settlers[0]?.resolve('12 hoteles');
    expect(await first).toBe('BOG: 12 hoteles');
    expect(await second).toBe('BOG: 12 hoteles');
  });

  it('calls once per key: another question gets a call of its own', async () => {
    const { call, settlers } = controlledCall();
    const shared = sharingInFlight(call, (question) => question);
    const bogota = shared('BOG');
    const medellin = shared('MDE');
    expect(settlers).toHaveLength(2);
    settlers[0]?.resolve('12 hoteles');
    settlers[1]?.resolve('8 hoteles');
    expect([await bogota, await medellin]).toEqual(['BOG: 12 hoteles', 'MDE: 8 hoteles']);
  });

  it('keeps nothing once a call has answered: the next one calls again', async () => {
    const { call, settlers } = controlledCall();
    const shared = sharingInFlight(call, (question) => question);
    const first = shared('BOG');
    settlers[0]?.resolve('12 hoteles');
    await first;
    const later = shared('BOG');
    expect(settlers).toHaveLength(2);
    settlers[1]?.resolve('11 hoteles');
    expect(await later).toBe('BOG: 11 hoteles');
  });

  it('gives every caller of a failed call its error, and calls again afterwards', async () => {
    const { call, settlers } = controlledCall();
    const shared = sharingInFlight(call, (question) => question);
    const first = shared('BOG');
    const second = shared('BOG');
    settlers[0]?.reject(new Error('proveedor caído'));
    await expect(first).rejects.toThrow('proveedor caído');
    await expect(second).rejects.toThrow('proveedor caído');
    const retry = shared('BOG');
    expect(settlers).toHaveLength(2);
    settlers[1]?.resolve('12 hoteles');
    expect(await retry).toBe('BOG: 12 hoteles');
  });
});
