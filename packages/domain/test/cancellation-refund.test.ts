import { describe, expect, it } from 'vitest';
import { type CancellationFacts, cancellationRefundOf, formatCop } from '../src';

const DEPARTURE = '2026-12-10T12:00:00.000Z';
const emitted = (terms: string | null, extra: Partial<CancellationFacts> = {}): CancellationFacts => ({
  status: 'emitted',
  total: 500_000,
  terms,
  taxes: 80_000,
  startsAt: DEPARTURE,
  ...extra,
});
const hoursBefore = (hours: number) => new Date(Date.parse(DEPARTURE) - hours * 3_600_000);

describe('cancellationRefundOf', () => {
  it('loses the whole ticket of a non-refundable emitted fare, and says how much', () => {
    const refund = cancellationRefundOf(emitted('No reembolsable.'), hoursBefore(72));
    expect(refund).toMatchObject({ refunded: 0, lost: 500_000 });
    expect(refund.text).toBe(
      `Se reembolsan ${formatCop(0)} y se pierden ${formatCop(500_000)}, según las condiciones: «No reembolsable».`,
    );
  });

  it('gives back the airport taxes of a fare that keeps them', () => {
    const refund = cancellationRefundOf(
      emitted('No reembolsable; se devuelven las tasas aeroportuarias.'),
      hoursBefore(72),
    );
    expect(refund).toMatchObject({ refunded: 80_000, lost: 420_000 });
  });

  it('refunds a flexible fare in full until its notice, and nothing after it', () => {
    const flexible = emitted('Reembolsable hasta 24 horas antes del vuelo.');
    expect(cancellationRefundOf(flexible, hoursBefore(24))).toMatchObject({ refunded: 500_000, lost: 0 });
    expect(cancellationRefundOf(flexible, hoursBefore(23))).toMatchObject({ refunded: 0, lost: 500_000 });
  });

  it('reads the hotels’ policies too', () => {
    const free = emitted('Cancelación gratuita hasta 48 horas antes de la llegada.', { taxes: 0 });
    expect(cancellationRefundOf(free, hoursBefore(49))).toMatchObject({ refunded: 500_000, lost: 0 });
    expect(
      cancellationRefundOf(
        emitted('Tarifa no reembolsable: si cancelas o no te presentas, se cobra el total de la estadía.', {
          taxes: 0,
        }),
        hoursBefore(100),
      ),
    ).toMatchObject({ refunded: 0, lost: 500_000 });
  });

  it('says honestly when the booking stored no terms, or terms it cannot read as figures', () => {
    expect(cancellationRefundOf(emitted(null))).toEqual({
      refunded: null,
      lost: null,
      text: 'Esta reserva no guardó sus condiciones de cancelación: no sabemos cuánto se reembolsa; la agencia lo confirma con el proveedor.',
    });
    const unread = cancellationRefundOf(emitted('Sujeto a las condiciones de la tarifa de la aerolínea.'));
    expect(unread).toMatchObject({ refunded: null, lost: null });
    expect(unread.text).toMatch(/^Las condiciones dicen «Sujeto a las condiciones/);
  });

  it('costs nothing before the agency emits it', () => {
    for (const status of ['pending_approval', 'approved'] as const) {
      expect(cancellationRefundOf(emitted('No reembolsable.', { status }))).toEqual({
        refunded: 500_000,
        lost: 0,
        text: 'Aún no está emitida con el proveedor: cancelarla no tiene costo.',
      });
    }
  });
});
